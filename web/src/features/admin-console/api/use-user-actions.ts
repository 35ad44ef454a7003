import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { USER_ACTIONS, type UserAction } from "./admin-texts";
import { removeFromPagedList, runWithToast } from "./run-with-toast";

// Activation answers the user as it now is: its card changes in place through the normalised User.
const ActivateUserMutation = graphql(`
  mutation ActivateUser($id: ID!) {
    activateUser(id: $id) {
      id
      isActive
    }
  }
`);

const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      id
      isActive
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

/** Activate, deactivate or delete a shopper; answers whether it was done. */
export function useUserActions() {
  const { cache } = useApolloClient();
  const [activate] = useMutation(ActivateUserMutation);
  const [deactivate] = useMutation(DeactivateUserMutation);
  const [remove] = useMutation(DeleteUserMutation, {
    update(cache, { data }) {
      if (data) removeFromPagedList(cache, "users", "User", data.deleteUser);
    },
  });

  const runners: Record<UserAction, (id: string) => Promise<unknown>> = {
    activate: (id) => activate({ variables: { id } }),
    deactivate: (id) => deactivate({ variables: { id } }),
    delete: (id) => remove({ variables: { id } }),
  };

  // 'User not found!': someone else deleted it meanwhile, so its card goes too.
  return (action: UserAction, id: string) =>
    runWithToast(() => runners[action](id), USER_ACTIONS[action].success, USER_ACTIONS[action].failure, {
      codes: ["NOT_FOUND"],
      forget: () => removeFromPagedList(cache, "users", "User", id),
    });
}
