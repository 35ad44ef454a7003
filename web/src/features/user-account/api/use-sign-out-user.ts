import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";

const SignOutUserMutation = graphql(`
  mutation SignOutUser {
    signOutUser
  }
`);

export function useSignOutUser() {
  const [mutate, { loading }] = useMutation(SignOutUserMutation, {
    // Forget the shopper: whatever still shows them asks the server again and learns they left.
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "currentUser" });
      cache.gc();
    },
  });

  const signOut = async (): Promise<boolean> => {
    try {
      await mutate();
      toast.success("Logout success");
      return true;
    } catch {
      toast.error("Logout failed");
      return false;
    }
  };

  return { signOut, loading };
}
