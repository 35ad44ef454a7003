import { createContext, use } from "react";
import { Navigate, type To } from "react-router";

/**
 * What a server-rendered page tells the server beyond its HTML: the status to answer with, where
 * to send the browser instead, and what goes into the document's head (title, description,
 * canonical address, Open Graph, schema.org data). The server collects it while rendering
 * (entry-server.tsx); in the browser there is no collector and these only render what they must.
 */
export interface PageHead {
  status: number;
  redirect?: string;
  title?: string;
  description?: string;
  /** The page's picture (absolute path or URL) for link previews. */
  image?: string;
  /** Open Graph type: "website" unless the page is a product. */
  type?: "website" | "product";
  /** A product's price in rupees, for link previews. */
  price?: number;
  /** schema.org data for search engines (a Product with its Offer). */
  jsonLd?: Record<string, unknown>;
}

const PageHeadContext = createContext<PageHead | null>(null);

export const PageHeadProvider = PageHeadContext.Provider;

/** The collector of the page being rendered on the server; null in the browser. */
export function usePageHead(): PageHead | null {
  return use(PageHeadContext);
}

export type PageMetaProps = Omit<PageHead, "status" | "redirect" | "title">;

/** The page's description, picture, price and structured data, for the server's `<head>`. */
export function PageMeta(props: PageMetaProps) {
  const head = usePageHead();
  if (head) Object.assign(head, props);
  return null;
}

/** Answers the page with this status (404 for a page that names nothing). */
export function PageStatus({ status }: { status: number }) {
  const head = usePageHead();
  if (head) head.status = status;
  return null;
}

/** Sends the browser on to `to`: a 301 from the server, a replaced history entry in the browser. */
export function PermanentRedirect({ to }: { to: string }) {
  const head = usePageHead();
  if (head) {
    head.redirect = to;
    return null;
  }
  return <Navigate replace to={to satisfies To} />;
}
