import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";

const SignOutSellerMutation = graphql(`
  mutation SignOutSeller {
    signOutSeller
  }
`);

export function useSignOutSeller() {
  const [mutate, { loading }] = useMutation(SignOutSellerMutation, {
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "currentSeller" });
      cache.gc();
    },
  });

  const signOut = async (): Promise<boolean> => {
    try {
      await mutate();
      toast.success("Logout successful");
      return true;
    } catch {
      toast.error("Logout failed");
      return false;
    }
  };

  return { signOut, loading };
}
