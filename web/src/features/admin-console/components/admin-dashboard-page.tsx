import { Navigate } from "react-router";
import styled from "styled-components";
import { BarChart } from "../../../components/ui/bar-chart";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError } from "../../../lib/api-error";
import { formatPrice } from "../../../lib/format";
import { TEXTS } from "../api/admin-texts";
import { useAdminDashboard } from "../api/admin-dashboard-query";
import { ConsolePageFrame, useFailureToast } from "./console-list";
import { caps, display, stack } from "../../../styles/typography";

const StyledStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.xxl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StyledStat = styled.li`
  ${stack("xs")}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};

  span {
    ${caps(12, 0.14)}
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    ${display("clamp(26px, 2.6vw, 36px)")}
    font-variant-numeric: lining-nums tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const StyledChart = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: 16px;
    font-weight: 600;
    letter-spacing: 0.04em;
  }
`;

const StyledNoOrders = styled.p`
  display: grid;
  place-items: center;
  min-height: 360px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /admin/admin-dashboard: the store in four figures and its sales by day. */
export function AdminDashboardPage() {
  const { data, loading, error, refetch } = useAdminDashboard();
  useFailureToast(error, TEXTS.dashboardFailed);
  if (error && isAuthError(error)) return <Navigate to="/admin/login" replace />;
  const dashboard = data?.adminDashboard;

  return (
    <ConsolePageFrame heading="DASHBOARD" title="Admin dashboard" testId="admin-dashboard">
      {!dashboard && loading && <PageSpinner />}
      {!dashboard && !loading && error && <LoadProblem text={TEXTS.dashboardFailed} onRetry={() => void refetch().catch(() => undefined)} />}
      {dashboard && (
        <>
          <StyledStats aria-label="The store in figures">
            {[
              { label: "Total Sales", value: formatPrice(dashboard.totalSales), testId: "stat-total-sales" },
              { label: "Total Orders", value: String(dashboard.totalOrders), testId: "stat-total-orders" },
              { label: "Total Sellers", value: String(dashboard.totalSellers), testId: "stat-total-sellers" },
              { label: "Total Users", value: String(dashboard.totalUsers), testId: "stat-total-users" },
            ].map((stat) => (
              <StyledStat key={stat.label}>
                <span>{stat.label}</span>
                <strong data-testid={stat.testId}>{stat.value}</strong>
              </StyledStat>
            ))}
          </StyledStats>
          <StyledChart aria-labelledby="dashboard-chart-title" data-testid="dashboard-chart">
            <h2 id="dashboard-chart-title">{TEXTS.chartTitle}</h2>
            {dashboard.salesByDate.length === 0 ? (
              <StyledNoOrders data-testid="chart-empty">{TEXTS.chartEmpty}</StyledNoOrders>
            ) : (
              <BarChart
                title={TEXTS.chartTitle}
                data={dashboard.salesByDate.map((day) => ({ date: day.date, total: day.total }))}
                indexBy="date"
                keys={["total"]}
                labels={{ index: "Date", value: "Sales (Rs.)", keys: { total: "Sales" } }}
              />
            )}
          </StyledChart>
        </>
      )}
    </ConsolePageFrame>
  );
}
