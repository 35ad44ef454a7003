import { useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { serverMessageOr } from "../../../lib/api-error";
import { useSellerOrders, type SellerOrder } from "../api/seller-orders-query";
import { SellerOrderCard } from "./seller-order-card";
import { StyledMore, StyledNotice } from "./seller-page-parts";

export const ORDERS_LOAD_FAILED = "Failed to fetch orders.";

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SellerOrderListProps {
  /** One status, or "" for all. */
  status?: string;
  showCanUpdate?: boolean;
  /** Controls under each order's items. */
  controls?: (order: SellerOrder) => ReactNode;
}

/** The seller's orders, newest first, a page at a time; 'You have no orders yet!' when there are none. */
export function SellerOrderList({ status = "", showCanUpdate = false, controls }: SellerOrderListProps) {
  const { page, loading, error, loadMore, refetch } = useSellerOrders(status);
  const [loadingMore, setLoadingMore] = useState(false);
  const failure = error ? serverMessageOr(error, ORDERS_LOAD_FAILED) : undefined;

  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  if (!page && failure) return <LoadProblem text={failure} onRetry={() => refetch().catch(() => undefined)} />;
  if (!page || (loading && page.items.length === 0)) return <PageSpinner label="Loading..." />;
  if (page.items.length === 0) return <StyledNotice data-testid="orders-empty">You have no orders yet!</StyledNotice>;

  return (
    <>
      <StyledList aria-label="Your orders" data-testid="seller-orders" aria-busy={loading || undefined}>
        {page.items.map((order) => (
          <li key={order.id}>
            <SellerOrderCard order={order} showCanUpdate={showCanUpdate}>
              {controls?.(order)}
            </SellerOrderCard>
          </li>
        ))}
      </StyledList>
      {page.hasMore && (
        <StyledMore>
          <Button
            variant="secondary"
            loading={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              loadMore()
                .catch(() => toast.error(ORDERS_LOAD_FAILED))
                .finally(() => setLoadingMore(false));
            }}
            data-testid="load-more"
          >
            Load more
          </Button>
        </StyledMore>
      )}
    </>
  );
}
