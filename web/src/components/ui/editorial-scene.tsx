import { useId, type ReactNode } from "react";
import { useTheme } from "styled-components";

/**
 * The set of an editorial picture: wall, floor, light, props. Scenes are one <svg> each, with
 * garments (garment-art) placed on them, drawn into SVG files of the feature's own by
 * `npm run draw` (web/scripts/draw-pictures.mjs) and shown as pictures (drawn-picture.tsx).
 * Colours are the theme's art tokens, which stay the same in both modes as photographs would.
 */

/** An id usable inside `url(#...)` (React's own ids may hold characters a URL reference cannot). */
export function useSvgId(): string {
  return `s${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

export interface SceneSvgProps {
  width: number;
  height: number;
  /** "slice" fills any box, cropping the edges; "meet" keeps every part in view. */
  fit?: "slice" | "meet";
  /** Horizontal anchor when slicing: what stays in view on a narrow box. */
  align?: "xMinYMid" | "xMidYMid" | "xMaxYMid";
  children: ReactNode;
}

/**
 * A scene's own SVG document: no size of its own, so the picture showing it gives it the box's
 * (`fit` then crops or keeps its edges).
 */
export function SceneSvg({ width, height, fit = "slice", align = "xMidYMid", children }: SceneSvgProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio={`${align} ${fit}`}>
      {children}
    </svg>
  );
}

export interface RoomProps {
  width: number;
  height: number;
  wall: string;
  floor: string;
  /** Where the wall meets the floor. */
  horizon: number;
  /** A lighter wash across the wall, as from a window on the left. */
  glow?: boolean;
}

/** A wall and a floor with soft light: the backdrop of most scenes. */
export function Room({ width, height, wall, floor, horizon, glow = true }: RoomProps) {
  const { art } = useTheme();
  const id = useSvgId();
  return (
    <g>
      <defs>
        <linearGradient id={`${id}w`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={wall} />
          <stop offset="1" stopColor={wall} stopOpacity={0.92} />
        </linearGradient>
        <radialGradient id={`${id}g`} cx="0.2" cy="0.15" r="0.9">
          <stop offset="0" stopColor={art.white} stopOpacity={0.34} />
          <stop offset="0.6" stopColor={art.white} stopOpacity={0} />
        </radialGradient>
        <linearGradient id={`${id}f`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.shadow} stopOpacity={0.14} />
          <stop offset="0.25" stopColor={art.shadow} stopOpacity={0.02} />
          <stop offset="1" stopColor={art.white} stopOpacity={0.08} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={art.shadow} />
      <rect width={width} height={horizon} fill={`url(#${id}w)`} />
      <rect y={horizon} width={width} height={height - horizon} fill={floor} />
      <rect y={horizon} width={width} height={height - horizon} fill={`url(#${id}f)`} />
      {glow && <rect width={width} height={height} fill={`url(#${id}g)`} />}
    </g>
  );
}

export interface ArchProps {
  x: number;
  /** Bottom of the arch (usually the horizon). */
  bottom: number;
  width: number;
  height: number;
  color: string;
}

/** A round-topped alcove painted on the wall. */
export function Arch({ x, bottom, width, height, color }: ArchProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const r = width / 2;
  const d = `M${x} ${bottom} V${bottom - height + r} A${r} ${r} 0 0 1 ${x + width} ${bottom - height + r} V${bottom} Z`;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={art.shadow} stopOpacity={0.12} />
          <stop offset="0.3" stopColor={art.shadow} stopOpacity={0} />
          <stop offset="1" stopColor={art.white} stopOpacity={0.08} />
        </linearGradient>
      </defs>
      <path d={d} fill={color} />
      <path d={d} fill={`url(#${id})`} />
    </g>
  );
}

export interface SunProps {
  cx: number;
  cy: number;
  r: number;
  color: string;
  halo?: boolean;
}

export function Sun({ cx, cy, r, color, halo = true }: SunProps) {
  const { art } = useTheme();
  const id = useSvgId();
  return (
    <g>
      <defs>
        <radialGradient id={id} cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor={art.white} stopOpacity={0.5} />
          <stop offset="1" stopColor={art.white} stopOpacity={0} />
        </radialGradient>
      </defs>
      {halo && <circle cx={cx} cy={cy} r={r * 1.18} fill={color} opacity={0.25} />}
      <circle cx={cx} cy={cy} r={r} fill={color} />
      <circle cx={cx} cy={cy} r={r} fill={`url(#${id})`} />
    </g>
  );
}

export interface WindowLightProps {
  x: number;
  y: number;
  width: number;
  height: number;
  /** How far the light falls to the right as it goes down. */
  skew: number;
  panes?: number;
  /** Opacity of the light, 0 to 1. */
  strength?: number;
}

/** Sunlight through a window falling across the wall: pale panes, blurred. */
export function WindowLight({ x, y, width, height, skew, panes = 2, strength = 0.5 }: WindowLightProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const paneW = width / panes;
  const gap = paneW * 0.12;
  return (
    <g filter={`url(#${id})`} opacity={strength}>
      <defs>
        <filter id={id} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation={10} />
        </filter>
      </defs>
      {Array.from({ length: panes }, (_, i) => {
        const x0 = x + i * paneW + gap / 2;
        const x1 = x0 + paneW - gap;
        return <path key={i} d={`M${x0} ${y} H${x1} L${x1 + skew} ${y + height} H${x0 + skew} Z`} fill={art.white} />;
      })}
    </g>
  );
}

export interface LeafShadowProps {
  x: number;
  y: number;
  scale?: number;
}

/** The blurred shadow of a palm frond on the wall. */
export function LeafShadow({ x, y, scale = 1 }: LeafShadowProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const px = 40 + t * 300;
    const py = 300 - t * 230 + Math.sin(t * 3) * 20;
    const angle = -60 + t * 90;
    const len = 140 - Math.abs(t - 0.5) * 80;
    return (
      <g key={i} transform={`translate(${px} ${py})`}>
        <ellipse cx={0} cy={-len / 2} rx={14} ry={len / 2} transform={`rotate(${angle - 40})`} />
        <ellipse cx={0} cy={len / 2} rx={14} ry={len / 2} transform={`rotate(${angle + 40})`} />
      </g>
    );
  });
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={art.shadow} opacity={0.12} filter={`url(#${id})`}>
      <defs>
        <filter id={id} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation={6} />
        </filter>
      </defs>
      <path d="M20 320 C120 260 240 140 360 60" fill="none" stroke={art.shadow} strokeWidth={8} />
      {leaves}
    </g>
  );
}

export interface PlinthProps {
  x: number;
  /** Where it stands on the floor. */
  bottom: number;
  width: number;
  height: number;
  color: string;
  /** A round pedestal rather than a box. */
  round?: boolean;
}

/** A box or pedestal that props stand on. */
export function Plinth({ x, bottom, width, height, color, round = false }: PlinthProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const top = bottom - height;
  const lip = round ? width * 0.14 : width * 0.08;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={art.white} stopOpacity={0.14} />
          <stop offset="0.5" stopColor={art.white} stopOpacity={0} />
          <stop offset="1" stopColor={art.shadow} stopOpacity={0.18} />
        </linearGradient>
      </defs>
      <ellipse cx={x + width / 2 + 16} cy={bottom} rx={width * 0.62} ry={lip * 0.8} fill={art.shadow} opacity={0.12} />
      {round ? (
        <>
          <path d={`M${x} ${top} V${bottom} A${width / 2} ${lip} 0 0 0 ${x + width} ${bottom} V${top} Z`} fill={color} />
          <path d={`M${x} ${top} V${bottom} A${width / 2} ${lip} 0 0 0 ${x + width} ${bottom} V${top} Z`} fill={`url(#${id})`} />
          <ellipse cx={x + width / 2} cy={top} rx={width / 2} ry={lip} fill={color} />
          <ellipse cx={x + width / 2} cy={top} rx={width / 2} ry={lip} fill={art.white} opacity={0.16} />
        </>
      ) : (
        <>
          <rect x={x} y={top} width={width} height={height} fill={color} />
          <rect x={x} y={top} width={width} height={height} fill={`url(#${id})`} />
          <path d={`M${x} ${top} L${x + lip} ${top - lip} H${x + width + lip} L${x + width} ${top} Z`} fill={color} />
          <path d={`M${x} ${top} L${x + lip} ${top - lip} H${x + width + lip} L${x + width} ${top} Z`} fill={art.white} opacity={0.2} />
          <path d={`M${x + width} ${top} L${x + width + lip} ${top - lip} V${bottom - lip} L${x + width} ${bottom} Z`} fill={color} />
          <path d={`M${x + width} ${top} L${x + width + lip} ${top - lip} V${bottom - lip} L${x + width} ${bottom} Z`} fill={art.shadow} opacity={0.22} />
        </>
      )}
    </g>
  );
}

export interface RailProps {
  x1: number;
  x2: number;
  /** Height of the bar. */
  y: number;
  /** The floor the legs stand on. */
  bottom: number;
  color: string;
}

/** A clothes rail: a bar on two legs. */
export function Rail({ x1, x2, y, bottom, color }: RailProps) {
  const { art } = useTheme();
  return (
    <g stroke={color} strokeLinecap="round" fill="none">
      <line x1={x1} y1={y} x2={x2} y2={y} strokeWidth={7} />
      <line x1={x1 + 6} y1={y} x2={x1 + 6} y2={bottom} strokeWidth={6} />
      <line x1={x2 - 6} y1={y} x2={x2 - 6} y2={bottom} strokeWidth={6} />
      <line x1={x1 - 30} y1={bottom} x2={x1 + 42} y2={bottom} strokeWidth={6} />
      <line x1={x2 - 42} y1={bottom} x2={x2 + 30} y2={bottom} strokeWidth={6} />
      <line x1={x1} y1={y - 2} x2={x2} y2={y - 2} strokeWidth={2} stroke={art.white} strokeOpacity={0.35} />
    </g>
  );
}

export interface FoldedStackProps {
  x: number;
  bottom: number;
  width: number;
  colors: readonly string[];
}

/** Folded knits piled up, bottom to top in the order given. */
export function FoldedStack({ x, bottom, width, colors }: FoldedStackProps) {
  const { art } = useTheme();
  const h = width * 0.2;
  return (
    <g>
      <ellipse cx={x + width / 2 + 14} cy={bottom} rx={width * 0.6} ry={h * 0.35} fill={art.shadow} opacity={0.14} />
      {colors.map((color, i) => {
        const inset = (i % 2) * width * 0.03;
        const y = bottom - (i + 1) * h;
        return (
          <g key={i}>
            <rect x={x + inset} y={y} width={width - inset * 2} height={h} rx={h * 0.35} fill={color} />
            <rect x={x + inset} y={y} width={width - inset * 2} height={h * 0.3} rx={h * 0.15} fill={art.white} opacity={0.18} />
            <rect x={x + inset} y={y + h * 0.72} width={width - inset * 2} height={h * 0.28} rx={h * 0.14} fill={art.shadow} opacity={0.12} />
          </g>
        );
      })}
    </g>
  );
}

export interface VaseProps {
  x: number;
  bottom: number;
  height: number;
  color: string;
  /** Stems and blooms in it. */
  bloom?: string;
}

/** A ceramic vase, with a few stems when `bloom` is given. */
export function Vase({ x, bottom, height, color, bloom }: VaseProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const w = height * 0.6;
  const top = bottom - height;
  const body = `M${x - w * 0.22} ${top} C${x - w * 0.2} ${top + height * 0.25} ${x - w * 0.62} ${top + height * 0.4} ${x - w * 0.5} ${top + height * 0.78} C${x - w * 0.42} ${bottom} ${x + w * 0.42} ${bottom} ${x + w * 0.5} ${top + height * 0.78} C${x + w * 0.62} ${top + height * 0.4} ${x + w * 0.2} ${top + height * 0.25} ${x + w * 0.22} ${top} Z`;
  return (
    <g>
      {bloom && (
        <g>
          {[-0.6, -0.15, 0.35, 0.8].map((t, i) => {
            const ex = x + t * height * 0.7;
            const ey = top - height * (0.7 + (i % 2) * 0.35);
            return (
              <g key={t}>
                <path d={`M${x + t * 8} ${top + 6} Q${x + t * height * 0.2} ${top - height * 0.4} ${ex} ${ey}`} fill="none" stroke={art.forest} strokeWidth={4} />
                <ellipse cx={(x + ex) / 2 + 10} cy={(top + ey) / 2} rx={16} ry={6} fill={art.forest} transform={`rotate(${-30 + i * 20} ${(x + ex) / 2 + 10} ${(top + ey) / 2})`} />
                <circle cx={ex} cy={ey} r={height * 0.13} fill={bloom} />
                <circle cx={ex} cy={ey} r={height * 0.13} fill={art.white} opacity={0.18 + (i % 2) * 0.1} />
                <circle cx={ex} cy={ey} r={height * 0.04} fill={art.butter} />
              </g>
            );
          })}
        </g>
      )}
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={art.shadow} stopOpacity={0.12} />
          <stop offset="0.3" stopColor={art.white} stopOpacity={0.22} />
          <stop offset="0.55" stopColor={art.white} stopOpacity={0} />
          <stop offset="1" stopColor={art.shadow} stopOpacity={0.24} />
        </linearGradient>
      </defs>
      <ellipse cx={x + 14} cy={bottom} rx={w * 0.6} ry={8} fill={art.shadow} opacity={0.14} />
      <path d={body} fill={color} />
      <path d={body} fill={`url(#${id})`} />
    </g>
  );
}

export interface SceneTextProps {
  x: number;
  y: number;
  size: number;
  color: string;
  children: string;
  anchor?: "start" | "middle" | "end";
  outline?: boolean;
  opacity?: number;
}

/** Large display lettering painted on the set (decoration: the page says the words in HTML). */
export function SceneText({ x, y, size, color, children, anchor = "middle", outline = false, opacity = 1 }: SceneTextProps) {
  const { fonts } = useTheme();
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontFamily={fonts.display}
      textAnchor={anchor}
      letterSpacing="-0.02em"
      fill={outline ? "none" : color}
      stroke={outline ? color : "none"}
      strokeWidth={outline ? 2 : 0}
      opacity={opacity}
    >
      {children}
    </text>
  );
}
