import { useState, type ReactNode } from "react";
import { Button } from "./button";

export interface LoadMoreButtonProps {
  /** Asks for the next page; the button is busy until it settles. */
  onLoadMore: () => Promise<unknown>;
  /** Called when the next page could not be loaded. */
  onError?: () => void;
  children?: ReactNode;
  "data-testid"?: string;
}

/** A paged list's "Load more", busy while the next page loads. */
export function LoadMoreButton({ onLoadMore, onError, children = "Load more", ...rest }: LoadMoreButtonProps) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={loading}
      onClick={() => {
        setLoading(true);
        onLoadMore()
          .catch(() => onError?.())
          .finally(() => setLoading(false));
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
