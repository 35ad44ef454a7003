import { getFragmentData, graphql } from "../../../gql";
import { useProfileEditing } from "./use-profile-editing";

const EditableSellerFragment = graphql(`
  fragment EditableSeller on Seller {
    id
    name
    email
    mobile
    storeName
    address
  }
`);

const EditableSellerProfileQuery = graphql(`
  query EditableSellerProfile {
    currentSeller {
      ...EditableSeller
    }
  }
`);

const UpdateSellerProfileMutation = graphql(`
  mutation UpdateSellerProfile($input: SellerProfileInput!) {
    updateSellerProfile(input: $input) {
      ...EditableSeller
    }
  }
`);

const texts = { success: "Profile updated successfully", fallback: "Something went wrong!" };

export const useSellerProfileEditing = () =>
  useProfileEditing(EditableSellerProfileQuery, UpdateSellerProfileMutation, (data) => getFragmentData(EditableSellerFragment, data.currentSeller), texts);
