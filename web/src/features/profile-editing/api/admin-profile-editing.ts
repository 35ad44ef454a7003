import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { AdminProfileInput } from "../../../gql/graphql";
import { saveProfileWith } from "./save-profile";

const EditableAdminProfileQuery = graphql(`
  query EditableAdminProfile {
    currentAdmin {
      id
      name
      email
      mobile
      qualification
    }
  }
`);

// Answers the account with its id: the profile page and the session (header) follow from the cache.
const UpdateAdminProfileMutation = graphql(`
  mutation UpdateAdminProfile($input: AdminProfileInput!) {
    updateAdminProfile(input: $input) {
      id
      name
      email
      mobile
      qualification
    }
  }
`);

const texts = { success: "Profile updated successfully", fallback: "Something went wrong!" };

/** The signed-in admin's profile as it is now, and saving the fields they filled in. */
export function useAdminProfileEditing() {
  const { data, error, refetch } = useQuery(EditableAdminProfileQuery);
  const [mutate, { loading }] = useMutation(UpdateAdminProfileMutation);
  const save = (input: AdminProfileInput) => saveProfileWith(() => mutate({ variables: { input } }), texts);
  return { account: data?.currentAdmin, error, refetch, save, saving: loading };
}
