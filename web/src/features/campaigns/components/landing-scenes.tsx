import type { JSX } from "react";
import { useTheme } from "styled-components";
import { Arch, FoldedStack, LeafShadow, Plinth, Rail, Room, SceneSvg, SceneText, Sun, Vase, WindowLight, useSvgId } from "../../../components/ui/editorial-scene";
import { Garment } from "../../../components/ui/garment-art";

/**
 * The landing pages' banner pictures. Each is drawn for one box shape (hero 5:4, tile 4:5,
 * wide 16:7) and fills its box by cropping the edges, so the garments sit in the part that a
 * phone's narrower box keeps.
 */
export type LandingScene =
  | "ladies"
  | "modern-romance"
  | "preppy-luxe"
  | "new-neutrals"
  | "accessories"
  | "hot-sellers"
  | "denim-roundup"
  | "new-utilitarian"
  | "transitional-fits"
  | "kids"
  | "baby"
  | "kids-9-14"
  | "sale";

/** Where a hanger's hook sits above the garment's centre, in the garment's own units. */
const HOOK = 356;
/** The centre of a garment of `size` hung from a bar or peg at `bar`. */
const hungAt = (bar: number, size: number) => bar + (HOOK * size) / 800;

function Ladies() {
  const { art } = useTheme();
  return (
    <SceneSvg width={1000} height={800}>
      <Room width={1000} height={800} wall={art.blush} floor={art.sand} horizon={640} />
      <Sun cx={700} cy={200} r={74} color={art.butter} />
      <Arch x={340} bottom={640} width={320} height={520} color={art.terracotta} />
      <Garment kind="dress" color={art.cream} accent={art.clay} x={500} y={hungAt(104, 620)} size={620} hangerColor={art.espresso} />
      <Plinth x={650} bottom={720} width={130} height={170} color={art.linen} round />
      <Vase x={715} bottom={560} height={110} color={art.clay} bloom={art.blush} />
      <Garment kind="bag" color={art.camel} x={300} y={640} size={300} />
    </SceneSvg>
  );
}

function ModernRomance() {
  const { art } = useTheme();
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.blush} floor={art.linen} horizon={820} />
      <WindowLight x={70} y={60} width={300} height={640} skew={170} />
      <Garment kind="dress" color={art.cream} accent={art.rose} pattern="floral" x={390} y={hungAt(110, 820)} size={820} hangerColor={art.espresso} />
      <Vase x={650} bottom={900} height={170} color={art.cream} bloom={art.rose} />
    </SceneSvg>
  );
}

function PreppyLuxe() {
  const { art } = useTheme();
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.cream} floor={art.sand} horizon={790} />
      <rect x={0} y={560} width={800} height={230} fill={art.navy} opacity={0.9} />
      <rect x={0} y={552} width={800} height={10} fill={art.stone} />
      <Rail x1={110} x2={690} y={210} bottom={900} color={art.espresso} />
      <Garment kind="sweater" color={art.navy} accent={art.cream} pattern="stripes" x={270} y={hungAt(210, 560)} size={560} hangerColor={art.espresso} />
      <Garment kind="skirt" color={art.camel} accent={art.espresso} x={530} y={hungAt(210, 600)} size={600} hangerColor={art.espresso} />
      <FoldedStack x={470} bottom={930} width={220} colors={[art.navy, art.burgundy, art.cream, art.camel]} />
    </SceneSvg>
  );
}

function NewNeutrals() {
  const { art } = useTheme();
  return (
    <SceneSvg width={1600} height={700} align="xMaxYMid">
      <Room width={1600} height={700} wall={art.linen} floor={art.oat} horizon={560} />
      <LeafShadow x={560} y={40} scale={1.3} />
      <Arch x={990} bottom={560} width={330} height={470} color={art.greige} />
      <Rail x1={740} x2={1200} y={112} bottom={640} color={art.stone} />
      <Garment kind="cardigan" color={art.cream} accent={art.mushroom} pattern="knit" x={870} y={hungAt(112, 540)} size={540} hangerColor={art.mushroom} />
      <Garment kind="trousers" fit="loose" color={art.mushroom} x={1075} y={hungAt(112, 560)} size={560} hangerColor={art.mushroom} />
      <Plinth x={1310} bottom={650} width={170} height={190} color={art.sand} round />
      <Garment kind="bag" color={art.oat} accent={art.mushroom} x={1395} y={368} size={300} />
    </SceneSvg>
  );
}

function Accessories() {
  const { art } = useTheme();
  return (
    <SceneSvg width={1000} height={800}>
      <Room width={1000} height={800} wall={art.butter} floor={art.clay} horizon={610} />
      <Sun cx={820} cy={170} r={90} color={art.cream} halo={false} />
      <Garment kind="scarf" color={art.burgundy} accent={art.mustard} pattern="checks" x={860} y={hungAt(120, 560)} size={560} />
      <Plinth x={220} bottom={700} width={200} height={230} color={art.cream} />
      <Garment kind="bag" color={art.camel} accent={art.espresso} x={322} y={372} size={340} />
      <Plinth x={460} bottom={715} width={150} height={120} color={art.sand} round />
      <Garment kind="cap" color={art.navy} x={535} y={560} size={250} />
      <Plinth x={640} bottom={690} width={140} height={290} color={art.terracotta} />
      <Garment kind="sunglasses" color={art.espresso} x={712} y={360} size={230} />
    </SceneSvg>
  );
}

function HotSellers() {
  const { art } = useTheme();
  return (
    <SceneSvg width={1000} height={800}>
      <Room width={1000} height={800} wall={art.oat} floor={art.mushroom} horizon={650} />
      <LeafShadow x={-20} y={20} scale={1.1} />
      <Rail x1={205} x2={795} y={130} bottom={720} color={art.ink} />
      <Garment kind="overshirt" color={art.khaki} accent={art.espresso} x={352} y={hungAt(130, 550)} size={550} hangerColor={art.espresso} />
      <Garment kind="tshirt" color={art.cream} x={500} y={hungAt(130, 520)} size={520} hangerColor={art.espresso} />
      <Garment kind="jacket" color={art.navy} accent={art.stitch} x={648} y={hungAt(130, 550)} size={550} hangerColor={art.espresso} />
      <Garment kind="sneaker" color={art.cream} accent={art.ink} x={690} y={700} size={220} />
      <Garment kind="sneaker" color={art.cream} accent={art.ink} x={742} y={722} size={220} />
    </SceneSvg>
  );
}

function DenimRoundup() {
  const { art } = useTheme();
  return (
    <SceneSvg width={1600} height={700} align="xMaxYMid">
      <Room width={1600} height={700} wall={art.indigo} floor={art.denimBlack} horizon={600} />
      <SceneText x={1130} y={90} size={120} color={art.denimLight} opacity={0.35}>
        DENIM
      </SceneText>
      <Rail x1={740} x2={1520} y={110} bottom={660} color={art.stone} />
      <Garment kind="jeans" fit="slim" color={art.denim} accent={art.stitch} pattern="denim" x={880} y={hungAt(110, 560)} size={560} hangerColor={art.stone} />
      <Garment kind="jeans" fit="straight" color={art.denimLight} accent={art.stitch} pattern="denim" x={1130} y={hungAt(110, 560)} size={560} hangerColor={art.stone} />
      <Garment kind="jeans" fit="loose" color={art.denimBlack} accent={art.stone} pattern="denim" x={1385} y={hungAt(110, 560)} size={560} hangerColor={art.stone} />
    </SceneSvg>
  );
}

function NewUtilitarian() {
  const { art } = useTheme();
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.stone} floor={art.olive} horizon={770} />
      <circle cx={400} cy={90} r={12} fill={art.espresso} />
      <Garment kind="jacket" color={art.olive} accent={art.stitch} x={400} y={hungAt(90, 680)} size={680} hangerColor={art.espresso} />
      <FoldedStack x={90} bottom={930} width={250} colors={[art.olive, art.khaki, art.cream]} />
      <Plinth x={470} bottom={920} width={230} height={160} color={art.khaki} />
      <Garment kind="cap" color={art.forest} x={585} y={743} size={250} />
    </SceneSvg>
  );
}

function TransitionalFits() {
  const { art } = useTheme();
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.sage} floor={art.greige} horizon={860} />
      <WindowLight x={380} y={40} width={340} height={700} skew={-160} />
      <Rail x1={90} x2={710} y={120} bottom={940} color={art.espresso} />
      <Garment kind="polo" color={art.cream} accent={art.camel} pattern="knit" x={560} y={hungAt(120, 560)} size={560} hangerColor={art.espresso} />
      <Garment kind="coat" color={art.sand} accent={art.espresso} x={330} y={hungAt(120, 800)} size={800} hangerColor={art.espresso} />
    </SceneSvg>
  );
}

function Kids() {
  const { art } = useTheme();
  const id = useSvgId();
  return (
    <SceneSvg width={1000} height={800}>
      <defs>
        <pattern id={id} width={70} height={70} patternUnits="userSpaceOnUse">
          <circle cx={10} cy={10} r={4} fill={art.white} opacity={0.7} />
          <circle cx={45} cy={45} r={4} fill={art.white} opacity={0.7} />
        </pattern>
      </defs>
      <Room width={1000} height={800} wall={art.sky} floor={art.mint} horizon={630} />
      <rect width={1000} height={630} fill={`url(#${id})`} />
      <Sun cx={790} cy={170} r={80} color={art.butter} />
      <Rail x1={240} x2={780} y={180} bottom={700} color={art.coral} />
      <Garment kind="tshirt" color={art.butter} accent={art.coral} pattern="gingham" x={390} y={hungAt(180, 470)} size={470} hangerColor={art.cream} />
      <Garment kind="dungarees" color={art.denimLight} accent={art.stitch} pattern="denim" x={615} y={hungAt(180, 540)} size={540} hangerColor={art.cream} />
      <Garment kind="sneaker" color={art.coral} accent={art.white} x={300} y={690} size={190} />
      <Garment kind="sneaker" color={art.coral} accent={art.white} x={345} y={710} size={190} />
    </SceneSvg>
  );
}

function Baby() {
  const { art } = useTheme();
  const cloud = (x: number, y: number, s: number) => (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={art.white} opacity={0.85}>
      <ellipse cx={0} cy={0} rx={70} ry={34} />
      <circle cx={-26} cy={-22} r={34} />
      <circle cx={22} cy={-30} r={42} />
    </g>
  );
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.mint} floor={art.cream} horizon={790} />
      {cloud(180, 200, 1)}
      {cloud(640, 330, 0.8)}
      <circle cx={400} cy={150} r={12} fill={art.stone} />
      <Garment kind="romper" color={art.blush} accent={art.white} pattern="dots" x={400} y={hungAt(150, 860)} size={860} hangerColor={art.cream} />
      <FoldedStack x={470} bottom={930} width={220} colors={[art.sky, art.butter, art.blush, art.white]} />
    </SceneSvg>
  );
}

function KidsNineToFourteen() {
  const { art } = useTheme();
  return (
    <SceneSvg width={800} height={1000}>
      <Room width={800} height={1000} wall={art.cobalt} floor={art.butter} horizon={800} />
      <Rail x1={100} x2={700} y={170} bottom={900} color={art.butter} />
      <Garment kind="jeans" fit="loose" color={art.denimLight} accent={art.stitch} pattern="denim" x={540} y={hungAt(170, 560)} size={560} hangerColor={art.cream} />
      <Garment kind="hoodie" color={art.lilac} accent={art.white} x={290} y={hungAt(170, 540)} size={540} hangerColor={art.cream} />
      <Garment kind="cap" color={art.coral} x={610} y={872} size={220} />
    </SceneSvg>
  );
}

function Sale() {
  const { art } = useTheme();
  const tag = (x: number, y: number, rotate: number) => (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path d="M0 -150 L0 -20" stroke={art.cream} strokeWidth={2} />
      <path d="M-40 -20 H40 L40 110 L0 140 L-40 110 Z" fill={art.cream} />
      <circle cx={0} cy={0} r={8} fill={art.saleRed} />
      <rect x={-24} y={40} width={48} height={8} fill={art.saleRed} opacity={0.8} />
      <rect x={-18} y={60} width={36} height={6} fill={art.saleRed} opacity={0.5} />
    </g>
  );
  return (
    <SceneSvg width={1000} height={800}>
      <Room width={1000} height={800} wall={art.saleRed} floor={art.burgundy} horizon={660} />
      <SceneText x={420} y={580} size={250} color={art.cream} opacity={0.2}>
        SALE
      </SceneText>
      {tag(300, 250, -8)}
      {tag(390, 200, 6)}
      <circle cx={770} cy={110} r={12} fill={art.espresso} />
      <Garment kind="shirt" color={art.white} accent={art.saleRed} pattern="stripes" x={770} y={hungAt(110, 540)} size={540} hangerColor={art.espresso} />
      <Garment kind="sneaker" color={art.cream} accent={art.saleRed} x={560} y={720} size={230} />
    </SceneSvg>
  );
}

/** The drawings of the landing pages' banners (drawn into ../pictures by `npm run draw`). */
export const LANDING_DRAWINGS: Record<LandingScene, () => JSX.Element> = {
  ladies: Ladies,
  "modern-romance": ModernRomance,
  "preppy-luxe": PreppyLuxe,
  "new-neutrals": NewNeutrals,
  accessories: Accessories,
  "hot-sellers": HotSellers,
  "denim-roundup": DenimRoundup,
  "new-utilitarian": NewUtilitarian,
  "transitional-fits": TransitionalFits,
  kids: Kids,
  baby: Baby,
  "kids-9-14": KidsNineToFourteen,
  sale: Sale,
};
