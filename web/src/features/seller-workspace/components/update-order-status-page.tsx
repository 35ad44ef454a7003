import { DocumentTitle } from "../../../components/ui/document-title";
import { OrdersColumn } from "../../../components/ui/order-parts";
import { Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { OrderStatusControls } from "./order-status-controls";
import { SellerOrderList } from "./seller-order-list";
import { SellerWorkspace } from "./seller-workspace";


/** /seller/update-order-status: every order with its status controls. */
export function UpdateOrderStatusPage() {
  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title="Update order status" />
        <OrdersColumn>
          <PageTitleRow>
            <PageHeading>UPDATE ORDER STATUS</PageHeading>
          </PageTitleRow>
          <SellerOrderList showCanUpdate controls={(order) => <OrderStatusControls order={order} />} />
        </OrdersColumn>
      </SellerWorkspace>
    </Page>
  );
}
