import { AdminHeader } from "../../features/shell/components/admin-header";
import { PlainHeader } from "../../features/shell/components/plain-header";
import { ShopperFooter } from "../../features/shell/components/shopper-footer";
import { ShopperHeader } from "../../features/shell/components/shopper-header";
import { WorkspaceFooter } from "../../features/shell/components/workspace-footer";
import { SessionProvider, useAdminSessionCheck } from "../../lib/session";
import { LayoutFrame } from "./layout-parts";

/** /admin: the admin's header when the admin session holds, the shop's otherwise. */
export function AdminLayout() {
  const session = useAdminSessionCheck();
  const header =
    session.status === "signed-in" ? <AdminHeader /> : session.settled ? <ShopperHeader signedIn={false} /> : <PlainHeader />;
  const footer = session.status === "signed-in" ? <WorkspaceFooter /> : <ShopperFooter />;
  return (
    <SessionProvider role="admin" value={session}>
      <LayoutFrame header={header} footer={footer} />
    </SessionProvider>
  );
}
