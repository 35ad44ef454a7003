import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { forgetShopper } from "./use-sign-out";

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount {
    deleteMyAccount
  }
`);

/** Deletes the signed-in shopper's account; the server signs them out with it. */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteMyAccountMutation, { update: forgetShopper });

  const deleteAccount = async (): Promise<boolean> => {
    try {
      await mutate();
      toast.success("Your Account has been deleted");
      return true;
    } catch {
      toast.error("Account deletion failed");
      return false;
    }
  };

  return { deleteAccount, deleting: loading };
}
