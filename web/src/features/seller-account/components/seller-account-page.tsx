import { Navigate, useNavigate } from "react-router";
import { AccountPanel } from "../../../components/ui/account-panel";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError } from "../../../lib/api-error";
import { useSellerProfile } from "../api/seller-profile-query";
import { useSignOutSeller } from "../api/use-sign-out-seller";

/** Where the seller's account leads: editing it, and help. */
const links = [
  { to: "/seller/update-seller-profile", label: "Edit profile", testId: "profile-edit" },
  { to: "/contact", label: "Contact us", testId: "contact" },
];

/** /seller/profile: who is signed in, their store, and the way out. */
export function SellerAccountPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useSellerProfile();
  const { signOut, loading: signingOut } = useSignOutSeller();

  if (error && isAuthError(error)) return <Navigate to="/seller/login" replace />;
  const seller = data?.currentSeller;
  if (!seller && error) return <LoadProblem text="Failed to load your account." onRetry={() => refetch().catch(() => undefined)} />;
  if (!seller) return <PageSpinner label="Loading your account" />;

  return (
    <AccountPanel
      eyebrow="Seller account"
      title={seller.storeName}
      greeting={`Signed in as ${seller.name}.`}
      details={[
        { label: "Name", value: seller.name },
        { label: "Email", value: seller.email },
        { label: "Mobile", value: seller.mobile },
        { label: "Store name", value: seller.storeName },
        { label: "Address", value: seller.address },
      ]}
      links={links}
      signingOut={signingOut}
      onSignOut={async () => {
        if (await signOut()) navigate("/seller/login");
      }}
    />
  );
}
