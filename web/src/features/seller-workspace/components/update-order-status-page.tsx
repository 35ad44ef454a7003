import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { OrderStatusControls } from "./order-status-controls";
import { SellerOrderList } from "./seller-order-list";

const StyledColumn = styled.div`
  max-width: 960px;
  margin: 0 auto;
`;

/** /seller/update-order-status: every order with its status controls. */
export function UpdateOrderStatusPage() {
  return (
    <Page>
      <DocumentTitle title="Update order status" />
      <StyledColumn>
        <PageTitleRow>
          <PageHeading>UPDATE ORDER STATUS</PageHeading>
        </PageTitleRow>
        <SellerOrderList showCanUpdate controls={(order) => <OrderStatusControls order={order} />} />
      </StyledColumn>
    </Page>
  );
}
