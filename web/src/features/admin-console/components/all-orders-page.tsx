import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatusWord } from "@store/rules";
import { useState } from "react";
import styled from "styled-components";
import { TEXTS } from "../api/admin-texts";
import { useAllOrders } from "../api/all-orders-query";
import { AdminOrderCard } from "./admin-order-card";
import { ConsoleListPage, noMatch } from "./console-list";
import { ConsoleSearch, useConsoleSearch } from "./console-search";

const STATUSES = [{ value: "", label: "All" }, ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))];

const StyledFilter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};

  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** /admin/get-all-orders: every order, newest first, filtered by status and searched by customer. */
export function AllOrdersPage() {
  const [status, setStatus] = useState<OrderStatusWord | "">("");
  const search = useConsoleSearch();
  const list = useAllOrders(status, search);
  return (
    <ConsoleListPage
      {...list}
      heading="ALL ORDERS"
      title="All orders"
      testId="all-orders-page"
      noun={["order", "orders"]}
      layout="rows"
      emptyText={search ? noMatch(search) : TEXTS.ordersEmpty}
      failedText={TEXTS.ordersFailed}
      renderItem={(order) => <AdminOrderCard order={order} />}
      tools={
        <>
          <ConsoleSearch label="Search orders by customer name or email" />
          <StyledFilter>
            Filter by Status
            <select value={status} onChange={(event) => setStatus(event.target.value as OrderStatusWord | "")} data-testid="status-filter">
              {STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </StyledFilter>
        </>
      }
    />
  );
}
