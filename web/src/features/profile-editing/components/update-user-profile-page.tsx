import { useUserProfileEditing } from "../api/user-profile-editing";
import { ProfileEditor, type ProfileField } from "./profile-editor";

type UserField = "name" | "email" | "mobile";

const fields: ReadonlyArray<ProfileField<UserField>> = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "mobile", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "numeric" },
];

/** /user/update-user-profile */
export function UpdateUserProfilePage() {
  return <ProfileEditor role="user" eyebrow="My account" fields={fields} editing={useUserProfileEditing()} />;
}
