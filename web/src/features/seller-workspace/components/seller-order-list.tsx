import type { OrderStatusWord } from "@store/rules";
import { useEffect, type ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { LoadProblem } from "../../../components/ui/load-problem";
import { OrderList } from "../../../components/ui/order-parts";
import { PageSpinner } from "../../../components/ui/spinner";
import { serverMessageOr } from "../../../lib/api-error";
import { useSellerOrders, type SellerOrder } from "../api/seller-orders-query";
import { SellerOrderCard } from "./seller-order-card";
import { LoadMore, StyledNotice } from "./seller-page-parts";

export const ORDERS_LOAD_FAILED = "Failed to fetch orders.";

export interface SellerOrderListProps {
  /** One status, or "" for all. */
  status?: OrderStatusWord | "";
  showCanUpdate?: boolean;
  /** Controls under each order's items. */
  controls?: (order: SellerOrder) => ReactNode;
}

/** The seller's orders, newest first, a page at a time; 'You have no orders yet!' when there are none. */
export function SellerOrderList({ status = "", showCanUpdate = false, controls }: SellerOrderListProps) {
  const { page, loading, error, loadMore, refetch } = useSellerOrders(status);
  const failure = error ? serverMessageOr(error, ORDERS_LOAD_FAILED) : undefined;

  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  if (!page && failure) return <LoadProblem text={failure} onRetry={() => refetch().catch(() => undefined)} />;
  if (!page || (loading && page.items.length === 0)) return <PageSpinner label="Loading..." />;
  if (page.items.length === 0) return <StyledNotice data-testid="orders-empty">You have no orders yet!</StyledNotice>;

  return (
    <>
      <OrderList aria-label="Your orders" data-testid="seller-orders" aria-busy={loading || undefined}>
        {page.items.map((order) => (
          <li key={order.id}>
            <SellerOrderCard order={order} showCanUpdate={showCanUpdate}>
              {controls?.(order)}
            </SellerOrderCard>
          </li>
        ))}
      </OrderList>
      {page.hasMore && <LoadMore onLoadMore={loadMore} onError={() => toast.error(ORDERS_LOAD_FAILED)} />}
    </>
  );
}
