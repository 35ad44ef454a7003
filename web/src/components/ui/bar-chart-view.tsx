import { ResponsiveBar } from "@nivo/bar";
import { useSyncExternalStore } from "react";
import { useTheme } from "styled-components";
import type { BarChartProps } from "./bar-chart";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor's system asks for less motion (followed while the page is open). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The nivo part of BarChart, in its own chunk (bar-chart.tsx loads it lazily). */
export function BarChartView({ data, indexBy, keys, labels, title }: Omit<BarChartProps, "height">) {
  const { colors, fonts } = useTheme();
  // nivo grows its bars with springs unless told not to; the page's own transitions stop for
  // reduced motion in CSS (page-style.ts), which JavaScript-driven motion does not see.
  const reducedMotion = usePrefersReducedMotion();
  const nameOf = (key: string | number) => labels.keys?.[String(key)] ?? String(key);
  // The chart is one image (role img): its bars may carry no label of their own (axe's
  // aria-prohibited-attr), so the image's own label reads the figures out.
  const figures = data.map((row) => `${String(row[indexBy])}: ${keys.map((key) => `${nameOf(key)} ${String(row[key] ?? 0)}`).join(", ")}`).join("; ");
  const text = { fill: colors.textMuted, fontFamily: fonts.body, fontSize: 12 };
  return (
    <ResponsiveBar
      data={data as BarChartProps["data"][number][]}
      keys={[...keys]}
      indexBy={indexBy}
      margin={{ top: 16, right: 16, bottom: 64, left: 72 }}
      // A few bars stay slim instead of filling the width.
      padding={Math.max(0.3, 1 - data.length * 0.12)}
      colors={[colors.accent, colors.textMuted]}
      borderRadius={0}
      enableLabel={false}
      axisBottom={{ tickSize: 0, tickPadding: 10, tickRotation: data.length > 8 ? -40 : 0, legend: labels.index, legendPosition: "middle", legendOffset: 52 }}
      axisLeft={{ tickSize: 0, tickPadding: 8, legend: labels.value, legendPosition: "middle", legendOffset: -60 }}
      animate={!reducedMotion}
      role="img"
      ariaLabel={figures ? `${title}. ${figures}` : title}
      tooltipLabel={(bar) => `${bar.indexValue} · ${nameOf(bar.id)}`}
      theme={{
        text,
        axis: { ticks: { text }, legend: { text: { ...text, fill: colors.text, fontWeight: 600 } }, domain: { line: { stroke: colors.border } } },
        grid: { line: { stroke: colors.border, strokeWidth: 1 } },
        tooltip: { container: { background: colors.background, color: colors.text, border: `1px solid ${colors.border}`, borderRadius: 0, fontSize: 13 } },
      }}
    />
  );
}
