import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { UserProfileInput } from "../../../gql/graphql";
import { saveProfileWith } from "./save-profile";

const EditableUserProfileQuery = graphql(`
  query EditableUserProfile {
    currentUser {
      id
      name
      email
      mobile
    }
  }
`);

// Answers the account with its id: the profile page and the session (header) follow from the cache.
const UpdateUserProfileMutation = graphql(`
  mutation UpdateUserProfile($input: UserProfileInput!) {
    updateUserProfile(input: $input) {
      id
      name
      email
      mobile
    }
  }
`);

const texts = { success: "Profile updated successfully!", fallback: "There was an error updating your profile. Please try again." };

/** The signed-in shopper's profile as it is now, and saving the fields they filled in. */
export function useUserProfileEditing() {
  const { data, error, refetch } = useQuery(EditableUserProfileQuery);
  const [mutate, { loading }] = useMutation(UpdateUserProfileMutation);
  const save = (input: UserProfileInput) => saveProfileWith(() => mutate({ variables: { input } }), texts);
  return { account: data?.currentUser, error, refetch, save, saving: loading };
}
