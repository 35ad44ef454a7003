import { PlainHeader } from "../../features/shell/components/plain-header";
import { SellerHeader } from "../../features/shell/components/seller-header";
import { ShopperFooter } from "../../features/shell/components/shopper-footer";
import { ShopperHeader } from "../../features/shell/components/shopper-header";
import { WorkspaceFooter } from "../../features/shell/components/workspace-footer";
import { SessionProvider, useSellerSessionCheck } from "../../lib/session";
import { LayoutFrame } from "./layout-parts";

/** /seller: the seller's header when the seller session holds, the shop's otherwise. */
export function SellerLayout() {
  const session = useSellerSessionCheck();
  const header =
    session.status === "signed-in" ? <SellerHeader /> : session.settled ? <ShopperHeader signedIn={false} /> : <PlainHeader />;
  const footer = session.status === "signed-in" ? <WorkspaceFooter /> : <ShopperFooter />;
  return (
    <SessionProvider role="seller" value={session}>
      <LayoutFrame header={header} footer={footer} />
    </SessionProvider>
  );
}
