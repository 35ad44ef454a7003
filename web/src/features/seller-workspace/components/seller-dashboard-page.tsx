import styled from "styled-components";
import { BarChart } from "../../../components/ui/bar-chart";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { Page, PageHeading } from "../../../components/ui/page";
import { PageSpinner } from "../../../components/ui/spinner";
import { formatPrice } from "../../../lib/format";
import { useSellerDashboard } from "../api/seller-dashboard-query";
import { SellerWorkspace } from "./seller-workspace";
import { caps, stack } from "../../../styles/typography";

/** The chart's fixed height: the box is there before the chart, so nothing below it moves. */
const CHART_HEIGHT = 360;

const StyledCards = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    ${caps(12)}
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: clamp(18px, 1.9vw, 26px);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const StyledChartSection = styled.section`
  ${stack("md")}

  h2 {
    font-size: 15px;
    font-weight: 600;
    letter-spacing: 0.12em;
  }
`;

const StyledChartBox = styled.div`
  display: grid;
  place-items: center;
  height: ${CHART_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNoOrders = styled.p`
  text-align: center;
  font-weight: 600;
  letter-spacing: 0.08em;
`;

/** /seller/seller-home: the seller's figures and their sales by day. */
export function SellerDashboardPage() {
  const { data, error, refetch } = useSellerDashboard();
  const dashboard = data?.sellerDashboard;

  const cards = dashboard
    ? [
        { label: "Total Sales", value: formatPrice(dashboard.totalSales), testId: "total-sales" },
        { label: "Total Orders", value: String(dashboard.totalOrders), testId: "total-orders" },
        { label: "Processing Orders", value: String(dashboard.processingOrders), testId: "processing-orders" },
        { label: "Products", value: String(dashboard.products), testId: "products-count" },
      ]
    : [];

  return (
    <Page>
      <DocumentTitle title="Seller dashboard" />
      <SellerWorkspace>
        <PageHeading>DASHBOARD</PageHeading>
        {!dashboard && error && <LoadProblem text="Failed to load your dashboard." onRetry={() => refetch().catch(() => undefined)} />}
        {!dashboard && !error && <PageSpinner label="Loading..." />}
        {dashboard && (
          <>
            <StyledCards data-testid="dashboard-cards">
              {cards.map((card) => (
                <StyledCard key={card.label}>
                  <dd data-testid={card.testId}>{card.value}</dd>
                  <dt>{card.label}</dt>
                </StyledCard>
              ))}
            </StyledCards>
            <StyledChartSection aria-labelledby="sales-title">
              <h2 id="sales-title">SALES ANALYSIS &amp; ORDER STATISTICS</h2>
              <StyledChartBox>
                {dashboard.salesByDate.length === 0 ? (
                  <StyledNoOrders data-testid="no-orders">NO ORDERS AVAILABLE FOR YOU!</StyledNoOrders>
                ) : (
                  <BarChart
                    title="Sales per day"
                    height={CHART_HEIGHT - 2}
                    data={dashboard.salesByDate.map((day) => ({ date: day.date, total: day.total }))}
                    indexBy="date"
                    keys={["total"]}
                    labels={{ index: "Date", value: "Sales (Rs.)", keys: { total: "Sales" } }}
                  />
                )}
              </StyledChartBox>
            </StyledChartSection>
          </>
        )}
      </SellerWorkspace>
    </Page>
  );
}
