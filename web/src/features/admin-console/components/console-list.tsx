import { useEffect, type ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { Navigate } from "react-router";
import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ItemCount, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { ProductGrid } from "../../../components/ui/product-grid";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError, serverMessageOr } from "../../../lib/api-error";

const StyledGrid = styled.ul<{ $rows: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(${({ $rows }) => ($rows ? 1 : 2)}, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xxl} { grid-template-columns: repeat(${({ $rows }) => ($rows ? 1 : 3)}, minmax(0, 1fr)); }
`;

/** A page's empty state, in the documents' words. */
export const ConsoleEmpty = styled.p`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  font-size: 18px;
  font-weight: 600;
  letter-spacing: 0.12em;
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface ConsolePageFrameProps {
  heading: string;
  /** The browser tab's name. */
  title: string;
  count?: string;
  /** Controls beside the count (a filter). */
  tools?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** A console page: its heading, a count or tools beside it, then the page's own content. */
export function ConsolePageFrame({ heading, title, count, tools, children, testId }: ConsolePageFrameProps) {
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-heading`}>
      <DocumentTitle title={title} />
      <PageTitleRow>
        <PageHeading id={`${testId}-heading`}>{heading}</PageHeading>
        {count && <ItemCount data-testid="list-count">{count}</ItemCount>}
        {tools}
      </PageTitleRow>
      {children}
    </section>
  );
}

export interface ConsoleListProps<T extends { id: string }> {
  page?: { items: readonly T[]; total: number; hasMore: boolean };
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<void>;
  loadMore: () => Promise<void>;
  emptyText: string;
  failedText: string;
  /** One card per item. */
  renderItem: (item: T) => ReactNode;
  /** "cards": a grid of account cards; "rows": one card per row (orders); "products": the catalog's grid. */
  layout?: "cards" | "rows" | "products";
}

/** A console list's states: loading, failed, empty (the document's text), or its cards and "Load more". */
export function ConsoleList<T extends { id: string }>({ page, loading, error, refetch, loadMore, emptyText, failedText, renderItem, layout = "cards" }: ConsoleListProps<T>) {
  useFailureToast(error, failedText);
  // The admin's session ended (signed out elsewhere): back to the sign-in page.
  if (error && isAuthError(error)) return <Navigate to="/admin/login" replace />;
  if (!page && loading) return <PageSpinner />;
  if (!page) return error ? <LoadProblem text={failedText} onRetry={() => void refetch().catch(() => toast.error(failedText))} /> : null;
  if (page.items.length === 0) return <ConsoleEmpty data-testid="list-empty">{emptyText}</ConsoleEmpty>;
  const items = page.items.map((item) => <li key={item.id}>{renderItem(item)}</li>);
  return (
    <>
      {layout === "products" ? (
        <ProductGrid data-testid="console-list">{items}</ProductGrid>
      ) : (
        <StyledGrid $rows={layout === "rows"} data-testid="console-list">
          {items}
        </StyledGrid>
      )}
      {page.hasMore && (
        <StyledMore>
          <LoadMoreButton onLoadMore={loadMore} onError={() => toast.error(failedText)} data-testid="load-more" />
        </StyledMore>
      )}
    </>
  );
}

export interface ConsoleListPageProps<T extends { id: string }> extends Omit<ConsolePageFrameProps, "count" | "children">, ConsoleListProps<T> {
  /** What the count beside the heading calls one item and several. */
  noun: readonly [one: string, many: string];
}

/** A console page that is one paged list: heading and count, then the list. */
export function ConsoleListPage<T extends { id: string }>({ heading, title, testId, tools, noun, ...list }: ConsoleListPageProps<T>) {
  return (
    <ConsolePageFrame heading={heading} title={title} testId={testId} tools={tools} count={countOf(list.page?.total, ...noun)}>
      <ConsoleList {...list} />
    </ConsolePageFrame>
  );
}

/** Says once per failure why a list could not load: the server's message, else `failedText`. */
export function useFailureToast(error: unknown, failedText: string) {
  useEffect(() => {
    if (error && !isAuthError(error)) toast.error(serverMessageOr(error, failedText), { id: failedText });
  }, [error, failedText]);
}

/** A searched list's empty state. */
export const noMatch = (search: string) => `Nothing matches “${search}”.`;

/** "1 user", "12 users"; nothing before the list has loaded or when it is empty. */
export const countOf = (total: number | undefined, one: string, many: string) => (total ? `${total} ${total === 1 ? one : many}` : undefined);
