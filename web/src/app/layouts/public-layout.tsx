import { lazy, Suspense } from "react";
import { ShopperHeader } from "../../features/shell/components/shopper-header";
import { SessionProvider, useUserSessionCheck } from "../../lib/session";
import { LayoutFrame } from "./layout-parts";

// The footer starts below the first screen (the content is a screen tall): the first paint does
// without it, and it comes in its own bundle, without moving anything.
const ShopperFooter = lazy(async () => ({ default: (await import("../../features/shell/components/shopper-footer")).ShopperFooter }));

/** Sign-in and sign-up do not re-check the shopper's session on arrival. */
const UNCHECKED_PATHS = ["/login", "/signup"] as const;

/** The shop: guest or member header by the shopper's session, checked on every path change. */
export function PublicLayout() {
  const session = useUserSessionCheck({ skipPaths: UNCHECKED_PATHS });
  const footer = (
    <Suspense fallback={null}>
      <ShopperFooter />
    </Suspense>
  );
  return (
    <SessionProvider role="user" value={session}>
      <LayoutFrame header={<ShopperHeader signedIn={session.status === "signed-in"} />} footer={footer} />
    </SessionProvider>
  );
}
