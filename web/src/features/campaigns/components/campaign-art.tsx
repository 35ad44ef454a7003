import { useTheme } from "styled-components";
import { Arch, LeafShadow, Rail, Room, SceneSvg, WindowLight, useSvgId } from "../../../components/ui/editorial-scene";
import type { LegFit } from "@store/garment-art";
import { Garment } from "../../../components/ui/garment-art";
import { DENIM_LOOKS, DENIM_RAIL, STAGE, TRANSITIONAL_LOOKS, type Look, type StageLayout } from "./campaign-looks";

/**
 * The campaign pages' pictures. Each is drawn twice, wide and tall, with its garments where the
 * looks say, so the hotspots laid over it land on them. The drawing keeps its whole frame
 * ("meet"): the stage around it has the same shape.
 */

function LookGarment({ look, layout, hanger }: { look: Look; layout: StageLayout; hanger?: string }) {
  const { art } = useTheme();
  const place = look[layout];
  return (
    <Garment
      kind={look.kind}
      fit={look.fit}
      color={art[look.colour]}
      accent={look.accent ? art[look.accent] : undefined}
      pattern={look.pattern}
      x={place.x}
      y={place.y}
      size={place.size}
      rotate={place.rotate}
      hangerColor={hanger}
    />
  );
}

export interface StageArtProps {
  layout: StageLayout;
}

/** Three pairs of jeans on a rail, slim to loose, each labelled on the floor. */
export function DenimStageArt({ layout }: StageArtProps) {
  const { art, fonts } = useTheme();
  const { width, height } = STAGE[layout];
  const wide = layout === "wide";
  const horizon = wide ? 790 : 960;
  const rail = DENIM_RAIL[layout];
  const [left, right] = wide ? [330, 1270] : [70, 830];
  return (
    <SceneSvg width={width} height={height} fit="meet">
      <Room width={width} height={height} wall={art.sand} floor={art.mushroom} horizon={horizon} />
      {wide && <LeafShadow x={1180} y={60} scale={1.3} />}
      <Rail x1={left} x2={right} y={rail} bottom={horizon + (wide ? 60 : 80)} color={art.indigo} />
      {DENIM_LOOKS.map((look) => (
        <g key={look.key}>
          <LookGarment look={look} layout={layout} hanger={art.indigo} />
          <text
            x={look[layout].x}
            y={horizon + (wide ? 46 : 52)}
            textAnchor="middle"
            fontFamily={fonts.body}
            fontSize={wide ? 22 : 26}
            fontWeight={600}
            letterSpacing="0.24em"
            fill={art.espresso}
          >
            {look.key.toUpperCase()}
          </text>
        </g>
      ))}
    </SceneSvg>
  );
}

/** A flat lay seen from above on two sheets of paper: the five pieces of the season's change. */
export function TransitionalStageArt({ layout }: StageArtProps) {
  const { art } = useTheme();
  const { width, height } = STAGE[layout];
  const wide = layout === "wide";
  const grain = useSvgId();
  return (
    <SceneSvg width={width} height={height} fit="meet">
      <defs>
        <pattern id={grain} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={art.greige} />
          <rect width={1} height={1} fill={art.white} opacity={0.3} />
          <rect x={4} y={5} width={1} height={1} fill={art.shadow} opacity={0.08} />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${grain})`} />
      {wide ? (
        <>
          <rect x={-40} y={-60} width={760} height={1000} fill={art.linen} transform="rotate(-3 360 450)" />
          <rect x={820} y={120} width={900} height={900} fill={art.sage} opacity={0.55} transform="rotate(4 1200 500)" />
        </>
      ) : (
        <>
          <rect x={-60} y={-40} width={560} height={760} fill={art.linen} transform="rotate(-3 220 340)" />
          <rect x={440} y={460} width={600} height={800} fill={art.sage} opacity={0.55} transform="rotate(4 700 800)" />
        </>
      )}
      <WindowLight x={wide ? 200 : 60} y={-40} width={wide ? 700 : 500} height={height + 80} skew={wide ? 320 : 200} panes={3} strength={0.3} />
      {wide && (
        <>
          <Garment kind="sunglasses" color={art.espresso} x={1500} y={220} size={220} rotate={-12} />
          <Garment kind="sneaker" color={art.cream} accent={art.camel} x={1490} y={760} size={250} rotate={-8} />
        </>
      )}
      {TRANSITIONAL_LOOKS.map((look) => (
        <LookGarment key={look.key} look={look} layout={layout} />
      ))}
    </SceneSvg>
  );
}

const FIT_WALL: Record<LegFit, { wall: "oat" | "linen" | "greige"; jeans: "denimBlack" | "denim" | "denimLight" }> = {
  slim: { wall: "oat", jeans: "denimBlack" },
  straight: { wall: "linen", jeans: "denim" },
  loose: { wall: "greige", jeans: "denimLight" },
};

/** One fit on its own, with the tailor's guides across the thigh and the leg opening. */
export function FitArt({ fit }: { fit: LegFit }) {
  const { art, fonts } = useTheme();
  const { wall, jeans } = FIT_WALL[fit];
  const size = 860;
  const scale = size / 800;
  const y = 70 + (356 * size) / 800;
  const at = (gy: number) => y + (gy - 400) * scale;
  // One leg's width at the thigh and at the hem, from the garment's outline (its own units).
  const legs: Record<LegFit, { thigh: [number, number]; hem: [number, number] }> = {
    slim: { thigh: [172, 300], hem: [206, 282] },
    straight: { thigh: [168, 300], hem: [180, 286] },
    loose: { thigh: [148, 300], hem: [140, 290] },
  };
  const edge = (gx: number) => 400 + (gx - 300) * scale;
  const guide = (gy: number, [g0, g1]: [number, number], label: string) => {
    const yy = at(gy);
    const x0 = edge(g0);
    const x1 = edge(g1);
    return (
      <g>
        <path d={`M${x0} ${yy} H${x1} M${x0} ${yy - 12} V${yy + 12} M${x1} ${yy - 12} V${yy + 12}`} stroke={art.espresso} strokeWidth={2.5} strokeDasharray="7 5" fill="none" />
        <text x={x0 - 18} y={yy + 6} textAnchor="end" fontFamily={fonts.body} fontSize={18} letterSpacing="0.18em" fontWeight={600} fill={art.espresso}>
          {label}
        </text>
      </g>
    );
  };
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art[wall]} floor={art.mushroom} horizon={920} />
      <Arch x={170} bottom={920} width={460} height={820} color={art.cream} />
      <circle cx={400} cy={70} r={10} fill={art.espresso} />
      <Garment kind="jeans" fit={fit} color={art[jeans]} accent={jeans === "denimBlack" ? art.stone : art.stitch} pattern="denim" x={400} y={y} size={size} hangerColor={art.espresso} />
      {guide(330, legs[fit].thigh, "THIGH")}
      {guide(690, legs[fit].hem, "HEM")}
    </SceneSvg>
  );
}
