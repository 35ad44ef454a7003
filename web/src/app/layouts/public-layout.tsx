import { ShopperFooter } from "../../features/shell/components/shopper-footer";
import { ShopperHeader } from "../../features/shell/components/shopper-header";
import { SessionProvider, useUserSessionCheck } from "../../lib/session";
import { LayoutFrame } from "./layout-parts";

/** Sign-in and sign-up do not re-check the shopper's session on arrival. */
const UNCHECKED_PATHS = ["/login", "/signup"] as const;

/** The shop: guest or member header by the shopper's session, checked on every path change. */
export function PublicLayout() {
  const session = useUserSessionCheck({ skipPaths: UNCHECKED_PATHS });
  return (
    <SessionProvider role="user" value={session}>
      <LayoutFrame header={<ShopperHeader signedIn={session.status === "signed-in"} />} footer={<ShopperFooter />} />
    </SessionProvider>
  );
}
