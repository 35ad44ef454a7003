import { useTheme } from "styled-components";
import { Arch, FoldedStack, LeafShadow, Plinth, Rail, Room, SceneSvg } from "../../../components/ui/editorial-scene";
import { Garment } from "../../../components/ui/garment-art";

/** The studio: a rail of the season's pieces under a painted arch. */
export function AboutArt() {
  const { art } = useTheme();
  const bar = 150;
  const hung = (size: number) => bar + (356 * size) / 800;
  return (
    <SceneSvg width={1600} height={700}>
      <Room width={1600} height={700} wall={art.linen} floor={art.oat} horizon={590} />
      <LeafShadow x={120} y={40} scale={1.2} />
      <Arch x={560} bottom={590} width={480} height={540} color={art.clay} />
      <Rail x1={440} x2={1160} y={bar} bottom={660} color={art.espresso} />
      <Garment kind="coat" color={art.sand} accent={art.espresso} x={560} y={hung(560)} size={560} hangerColor={art.espresso} />
      <Garment kind="shirt" color={art.white} accent={art.cobalt} pattern="stripes" x={720} y={hung(470)} size={470} hangerColor={art.espresso} />
      <Garment kind="dress" color={art.blush} accent={art.rose} pattern="floral" x={880} y={hung(520)} size={520} hangerColor={art.espresso} />
      <Garment kind="sweater" color={art.navy} accent={art.cream} pattern="stripes" x={1040} y={hung(470)} size={470} hangerColor={art.espresso} />
      <FoldedStack x={1200} bottom={660} width={200} colors={[art.denim, art.forest, art.cream, art.terracotta]} />
      <Plinth x={230} bottom={660} width={150} height={180} color={art.cream} round />
      <Garment kind="bag" color={art.camel} accent={art.espresso} x={305} y={400} size={280} />
    </SceneSvg>
  );
}
