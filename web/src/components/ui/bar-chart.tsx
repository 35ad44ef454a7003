import { lazy, Suspense } from "react";
import styled from "styled-components";
import { Spinner } from "./spinner";

/** One bar group: the `indexBy` field names it, each of `keys` is a number. */
export type BarChartDatum = Record<string, string | number>;

export interface BarChartProps {
  data: readonly BarChartDatum[];
  /** The field that names each bar (e.g. "date"). */
  indexBy: string;
  /** The numeric fields drawn as bars, stacked in this order. */
  keys: readonly string[];
  /** Axis titles, and the names the tooltip gives the keys. */
  labels: { index: string; value: string; keys?: Record<string, string> };
  /** The chart's accessible name. */
  title: string;
  /** Fixed, so the page does not move when the chart's code arrives. */
  height?: number;
}

// nivo (and d3 under it) load only when a chart is drawn: the storefront never pays for them.
const NivoBarChart = lazy(async () => ({ default: (await import("./bar-chart-view")).BarChartView }));

const StyledFrame = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledWaiting = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A bar chart in the theme's colours, of a fixed height, its code loaded on first use. */
export function BarChart({ height = 360, ...props }: BarChartProps) {
  return (
    <StyledFrame $height={height} data-testid="bar-chart">
      <Suspense
        fallback={
          <StyledWaiting role="status" aria-label="Loading the chart">
            <Spinner size={24} />
          </StyledWaiting>
        }
      >
        <NivoBarChart {...props} />
      </Suspense>
    </StyledFrame>
  );
}
