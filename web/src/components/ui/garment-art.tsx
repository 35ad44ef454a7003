import { createElement, type ReactElement } from "react";
import { useTheme } from "styled-components";
import { drawGarmentFigure, STUDIO_PALETTE, type GarmentFigure, type SvgNode } from "@store/garment-art";
import { useSvgId } from "./editorial-scene";

/**
 * A garment in an editorial scene: the catalog's own drawing (@store/garment-art, which also
 * draws the product pictures), placed in the scene's <svg> and rendered as React elements.
 * Colours come in as theme tokens.
 */
export type GarmentProps = Omit<GarmentFigure, "id" | "palette">;

/** SVG's attribute names (`stroke-width`) as React spells them (`strokeWidth`). */
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function toReact(node: SvgNode, key?: number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value;
  return createElement(node.tag, props, node.children?.map(toReact));
}

export function Garment(props: GarmentProps) {
  const { art } = useTheme();
  const id = useSvgId();
  const palette = { ...STUDIO_PALETTE, white: art.cream, gold: art.stitch, sole: art.linen, shadow: art.shadow, light: art.white };
  return toReact(drawGarmentFigure({ ...props, id, palette }));
}
