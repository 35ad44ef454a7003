import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";

const SignOutAdminMutation = graphql(`
  mutation SignOutAdmin {
    signOutAdmin
  }
`);

export function useSignOutAdmin() {
  const [mutate, { loading }] = useMutation(SignOutAdminMutation, {
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "currentAdmin" });
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
