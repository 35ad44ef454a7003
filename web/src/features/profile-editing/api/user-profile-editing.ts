import { getFragmentData, graphql } from "../../../gql";
import { useProfileEditing } from "./use-profile-editing";

const EditableUserFragment = graphql(`
  fragment EditableUser on User {
    id
    name
    email
    mobile
  }
`);

const EditableUserProfileQuery = graphql(`
  query EditableUserProfile {
    currentUser {
      ...EditableUser
    }
  }
`);

const UpdateUserProfileMutation = graphql(`
  mutation UpdateUserProfile($input: UserProfileInput!) {
    updateUserProfile(input: $input) {
      ...EditableUser
    }
  }
`);

const texts = { success: "Profile updated successfully!", fallback: "There was an error updating your profile. Please try again." };

export const useUserProfileEditing = () =>
  useProfileEditing(EditableUserProfileQuery, UpdateUserProfileMutation, (data) => getFragmentData(EditableUserFragment, data.currentUser), texts);
