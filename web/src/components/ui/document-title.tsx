import { documentTitle } from "../../lib/brand";
import { usePageHead } from "../../lib/page-head";

export interface DocumentTitleProps {
  /** The page's own name; the brand is added after it. */
  title?: string;
}

/**
 * React 19 hoists this into <head>, so each page names the browser tab. On the server the title
 * goes to the page's head collector, which writes it into the document's own <head>; the browser
 * then takes that element over.
 */
export function DocumentTitle({ title }: DocumentTitleProps) {
  const head = usePageHead();
  if (head) {
    head.title = documentTitle(title);
    return null;
  }
  return <title>{documentTitle(title)}</title>;
}
