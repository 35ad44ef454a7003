import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SellerProfileInput } from "../../../gql/graphql";
import { saveProfileWith } from "./save-profile";

const EditableSellerProfileQuery = graphql(`
  query EditableSellerProfile {
    currentSeller {
      id
      name
      email
      mobile
      storeName
      address
    }
  }
`);

// Answers the account with its id: the profile page and the session (header) follow from the cache.
const UpdateSellerProfileMutation = graphql(`
  mutation UpdateSellerProfile($input: SellerProfileInput!) {
    updateSellerProfile(input: $input) {
      id
      name
      email
      mobile
      storeName
      address
    }
  }
`);

const texts = { success: "Profile updated successfully", fallback: "Something went wrong!" };

/** The signed-in seller's profile as it is now, and saving the fields they filled in. */
export function useSellerProfileEditing() {
  const { data, error, refetch } = useQuery(EditableSellerProfileQuery);
  const [mutate, { loading }] = useMutation(UpdateSellerProfileMutation);
  const save = (input: SellerProfileInput) => saveProfileWith(() => mutate({ variables: { input } }), texts);
  return { account: data?.currentSeller, error, refetch, save, saving: loading };
}
