import { ResponsiveBar, type BarSvgProps } from "@nivo/bar";
import { useMemo } from "react";
import { useTheme } from "styled-components";
import { formatPrice } from "../../../lib/format";

interface SalesDatum {
  [key: string]: string | number;
  date: string;
  total: number;
  orders: number;
}

export interface SalesChartProps {
  days: ReadonlyArray<{ date: string; total: number; orders: number }>;
}

/**
 * Order totals per day as bars, in the page's own colours. It fills its box, whose height the
 * page fixes. Loaded on its own (nivo is heavy), only when there is something to draw.
 */
export function SalesChart({ days }: SalesChartProps) {
  const theme = useTheme();
  const { colors, fonts } = theme;
  const nivoTheme = useMemo<NonNullable<BarSvgProps<SalesDatum>["theme"]>>(
    () => ({
      text: { fill: colors.text, fontFamily: fonts.body, fontSize: 12 },
      axis: {
        domain: { line: { stroke: colors.border, strokeWidth: 1 } },
        ticks: { line: { stroke: colors.border, strokeWidth: 1 }, text: { fill: colors.textMuted, fontSize: 11 } },
        legend: { text: { fill: colors.textMuted, fontSize: 12 } },
      },
      grid: { line: { stroke: colors.border, strokeWidth: 1 } },
      tooltip: { container: { background: colors.background, color: colors.text, border: `1px solid ${colors.border}`, borderRadius: 0, fontSize: 13 } },
    }),
    [colors, fonts],
  );
  const data = useMemo<SalesDatum[]>(() => days.map((day) => ({ ...day })), [days]);

  return (
    <div style={{ width: "100%", height: "100%" }} data-testid="sales-chart">
      <ResponsiveBar<SalesDatum>
        data={data}
        keys={["total"]}
        indexBy="date"
        margin={{ top: 16, right: 16, bottom: 56, left: 72 }}
        // A few days would otherwise draw a few very wide bars.
        padding={data.length < 4 ? 0.6 : 0.3}
        colors={[colors.accent]}
        theme={nivoTheme}
        enableLabel={false}
        axisBottom={{ tickRotation: data.length > 8 ? -40 : 0, tickPadding: 8 }}
        axisLeft={{ tickPadding: 8, format: (value: number) => `Rs. ${value}` }}
        valueFormat={(value) => formatPrice(value)}
        tooltip={({ data: day }) => (
          <div style={{ padding: "6px 10px", whiteSpace: "nowrap", background: colors.background, color: colors.text, border: `1px solid ${colors.border}` }}>
            <strong>{day.date}</strong>: {formatPrice(Number(day.total))} ({day.orders} {day.orders === 1 ? "order" : "orders"})
          </div>
        )}
        role="img"
        ariaLabel="Sales per day"
        animate={false}
      />
    </div>
  );
}
