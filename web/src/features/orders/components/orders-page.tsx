import { useEffect } from "react";
import { toast } from "../../../lib/toast";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { BagIcon } from "../../../components/ui/icons";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { OrderList, OrdersColumn } from "../../../components/ui/order-parts";
import { ItemCount, Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { PageSpinner } from "../../../components/ui/spinner";
import { TextLink } from "../../../components/ui/text-link";
import { EmptyState } from "../../../components/ui/empty-state";
import { readApiError } from "../../../lib/api-error";
import { useMyOrderUpdates, useMyOrders } from "../api/my-orders-query";
import { useCancelOrder } from "../api/use-cancel-order";
import { OrderCard } from "./order-card";

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ORDERS_LOAD_FAILED = "Failed to fetch orders.";

/** /user/orders: the shopper's orders, newest first, each cancellable while processing. */
export function OrdersPage() {
  const navigate = useNavigate();
  const { page, loading, error, loadMore, refetch } = useMyOrders();
  const cancelOrder = useCancelOrder();
  const signedOut = error ? readApiError(error).code === "UNAUTHENTICATED" : false;
  useMyOrderUpdates(Boolean(page));

  useEffect(() => {
    if (signedOut) navigate("/login", { replace: true });
  }, [signedOut, navigate]);

  return (
    <Page>
      <DocumentTitle title="Your orders" />
      <OrdersColumn>
        <PageTitleRow>
          <PageHeading>YOUR ORDERS</PageHeading>
          {page && page.total > 0 && <ItemCount data-testid="orders-count">{page.total === 1 ? "1 order" : `${page.total} orders`}</ItemCount>}
        </PageTitleRow>

        {!page && loading && <PageSpinner label="Loading your orders" />}
        {!page && error && !signedOut && <LoadProblem text={ORDERS_LOAD_FAILED} onRetry={() => refetch().catch(() => undefined)} />}

        {page && page.items.length === 0 && (
          <EmptyState data-testid="orders-empty">
            <BagIcon size={40} />
            <h2>YOU HAVE NO ORDERS YET!</h2>
            <TextLink to="/product">Continue shopping</TextLink>
          </EmptyState>
        )}

        {page && page.items.length > 0 && (
          <>
            <OrderList aria-label="Your orders" data-testid="orders-list">
              {page.items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onCancel={cancelOrder} />
                </li>
              ))}
            </OrderList>
            {page.hasMore && (
              <StyledMore>
                <LoadMoreButton onLoadMore={loadMore} onError={() => toast.error(ORDERS_LOAD_FAILED)} data-testid="load-more" />
              </StyledMore>
            )}
          </>
        )}
      </OrdersColumn>
    </Page>
  );
}
