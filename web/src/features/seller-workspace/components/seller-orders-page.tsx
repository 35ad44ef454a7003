import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatusWord } from "@store/rules";
import { useId, useState } from "react";
import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { StyledLabel } from "../../../components/ui/field";
import { OrdersColumn } from "../../../components/ui/order-parts";
import { Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { StyledSelect } from "./form-controls";
import { SellerOrderList } from "./seller-order-list";
import { SellerWorkspace } from "./seller-workspace";

const StyledFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 220px;
`;

/** /seller/get-orders-seller: the seller's orders, filtered by status. */
export function SellerOrdersPage() {
  const [status, setStatus] = useState<OrderStatusWord | "">("");
  const filterId = useId();

  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title="Your orders" />
        <OrdersColumn>
          <PageTitleRow>
            <PageHeading>YOUR ORDERS</PageHeading>
            <StyledFilter>
              <StyledLabel htmlFor={filterId}>Filter by Status</StyledLabel>
              <StyledSelect id={filterId} $invalid={false} value={status} onChange={(event) => setStatus(event.target.value as OrderStatusWord | "")} data-testid="status-filter">
                <option value="">All</option>
                {ORDER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {ORDER_STATUS_LABELS[value]}
                  </option>
                ))}
              </StyledSelect>
            </StyledFilter>
          </PageTitleRow>
          <SellerOrderList status={status} />
        </OrdersColumn>
      </SellerWorkspace>
    </Page>
  );
}
