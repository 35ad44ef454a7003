import { useAdminProfileEditing } from "../api/admin-profile-editing";
import { ProfileEditor, type ProfileField } from "./profile-editor";

type AdminField = "name" | "email" | "mobile" | "qualification";

const fields: ReadonlyArray<ProfileField<AdminField>> = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "mobile", label: "Mobile", type: "tel", autoComplete: "tel", inputMode: "numeric" },
  { name: "qualification", label: "Qualification" },
];

/** /admin/update-admin-profile */
export function UpdateAdminProfilePage() {
  return <ProfileEditor role="admin" eyebrow="Admin" fields={fields} editing={useAdminProfileEditing()} />;
}
