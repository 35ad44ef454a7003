import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { forgetSession } from "../../../lib/session-cache";
import { forgetShopperData } from "../../../lib/shopper";

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount {
    deleteMyAccount
  }
`);

/** Deletes the signed-in shopper's account; the server signs them out with it. */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteMyAccountMutation, {
    update: (cache) => {
      forgetShopperData(cache, { keepCart: true });
      forgetSession(cache, "currentUser");
    },
  });

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
