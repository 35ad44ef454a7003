import { documentTitle } from "../../lib/brand";

export interface DocumentTitleProps {
  /** The page's own name; the brand is added after it. */
  title?: string;
}

/** React 19 hoists this into <head>, so each page names the browser tab. */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{documentTitle(title)}</title>;
}
