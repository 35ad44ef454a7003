/**
 * SVG as a small tree: the api writes it out as text (`toSvg`), the web app turns it into React
 * elements. Attribute names are SVG's own (`stroke-width`); values are numbers or strings the
 * drawing made itself (validated colours, path data, references to its own ids).
 */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: SvgNode[];
}

export const el = (tag: string, attrs: SvgNode["attrs"] = {}, children?: SvgNode[]): SvgNode => (children ? { tag, attrs, children } : { tag, attrs });

const escape = (v: string | number): string => String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The node as SVG markup. */
export function toSvg(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join("");
  if (!node.children) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(toSvg).join("")}</${node.tag}>`;
}
