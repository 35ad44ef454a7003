import { useSellerProfileEditing } from "../api/seller-profile-editing";
import { ProfileEditor, type ProfileField } from "./profile-editor";

type SellerField = "name" | "email" | "mobile" | "storeName" | "address";

const fields: ReadonlyArray<ProfileField<SellerField>> = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "mobile", label: "Mobile", type: "tel", autoComplete: "tel", inputMode: "numeric" },
  { name: "storeName", label: "Store name", autoComplete: "organization" },
  { name: "address", label: "Store address", autoComplete: "street-address" },
];

/** /seller/update-seller-profile */
export function UpdateSellerProfilePage() {
  return <ProfileEditor role="seller" eyebrow="Seller account" fields={fields} editing={useSellerProfileEditing()} />;
}
