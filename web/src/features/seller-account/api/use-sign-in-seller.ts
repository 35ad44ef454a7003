import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";
import { readApiError } from "../../../lib/api-error";
import { SellerSessionQuery } from "../../../lib/session";

const SignInSellerMutation = graphql(`
  mutation SignInSeller($input: SignInInput!) {
    signInSeller(input: $input) {
      id
      name
    }
  }
`);

export type SignInResult = { ok: true } | { ok: false; fields: Record<string, string> };

export function useSignInSeller() {
  const [mutate, { loading }] = useMutation(SignInSellerMutation, {
    // The seller layout reads this session query: its header appears at once.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: SellerSessionQuery, data: { currentSeller: data.signInSeller } });
    },
  });

  const signIn = async (input: { email: string; password: string }): Promise<SignInResult> => {
    try {
      await mutate({ variables: { input } });
      toast.success("Seller log-in success");
      return { ok: true };
    } catch (error) {
      const { message, fields } = readApiError(error);
      toast.error(message ?? "Seller log-in failed");
      return { ok: false, fields };
    }
  };

  return { signIn, loading };
}
