import { getFragmentData, graphql } from "../../../gql";
import { useProfileEditing } from "./use-profile-editing";

const EditableAdminFragment = graphql(`
  fragment EditableAdmin on Admin {
    id
    name
    email
    mobile
    qualification
  }
`);

const EditableAdminProfileQuery = graphql(`
  query EditableAdminProfile {
    currentAdmin {
      ...EditableAdmin
    }
  }
`);

const UpdateAdminProfileMutation = graphql(`
  mutation UpdateAdminProfile($input: AdminProfileInput!) {
    updateAdminProfile(input: $input) {
      ...EditableAdmin
    }
  }
`);

const texts = { success: "Profile updated successfully", fallback: "Something went wrong!" };

export const useAdminProfileEditing = () =>
  useProfileEditing(EditableAdminProfileQuery, UpdateAdminProfileMutation, (data) => getFragmentData(EditableAdminFragment, data.currentAdmin), texts);
