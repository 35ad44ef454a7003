import type { ApolloCache, Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { toast } from "./toast";
import { graphql } from "../gql";
import { readApiError } from "./api-error";
import { useSession } from "./session";
import { useSendToSignIn } from "./sign-in-return";

// The favourite toggle is used by every product list (catalog, search, favourites, campaign
// pages) and by the product page. Features may not import each other, so its mutations, the
// optimistic heart, the favourites list kept in the cache and the toasts live here, once; each
// page draws components/ui's HeartButton with the props useWishlistHeart gives.

const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      id
      inWishlist
    }
  }
`);

const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      id
      inWishlist
    }
  }
`);

export const WISHLIST_SIGN_IN_NEEDED = "You have to log in to add items to your wishlist.";

export interface WishlistTexts {
  added: string;
  removed: string;
  /** Shown when the server gives no message of its own. */
  failed: string;
}

export const WISHLIST_TEXTS: WishlistTexts = { added: "Added to wishlist", removed: "Removed from wishlist", failed: "Failed to update wishlist" };

/** The favourites page says it its own way. */
export const FAVOURITES_PAGE_TEXTS: WishlistTexts = { added: "Added to wishlist", removed: "Removed from favourites", failed: "Failed to remove item" };

export interface WishlistProduct {
  id: string;
  inWishlist: boolean;
}

interface CachedProductPage {
  items: readonly Reference[];
  total: number;
}

/**
 * Keeps the cached favourites list (`Query.wishlist`, one list whatever its pages) in step with
 * a product's heart, so the favourites page changes without asking the server again. Runs for the
 * optimistic answer too, and is rolled back with it when the server refuses.
 */
function keepFavouritesList(cache: ApolloCache, productId: string, inWishlist: boolean): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      wishlist(value, { readField, toReference }) {
        const page = value as unknown as CachedProductPage;
        const listed = page.items.some((item) => readField("id", item) === productId);
        if (inWishlist && !listed) {
          const ref = toReference({ __typename: "Product", id: productId });
          return ref ? ({ ...page, items: [ref, ...page.items], total: page.total + 1 } as unknown as typeof value) : value;
        }
        if (!inWishlist && listed) {
          return { ...page, items: page.items.filter((item) => readField("id", item) !== productId), total: Math.max(0, page.total - 1) } as unknown as typeof value;
        }
        return value;
      },
    },
  });
}

/**
 * Flips a product's heart: the heart changes at once (optimistic), every card and page showing
 * that product follows through the normalised `Product`, and the favourites list is kept. A
 * visitor who is not signed in is told so and sent to /login, which leads back here.
 */
export function useToggleWishlist(texts: WishlistTexts = WISHLIST_TEXTS) {
  const sendToSignIn = useSendToSignIn();
  const { status } = useSession("user");
  const [add] = useMutation(AddToWishlistMutation);
  const [remove] = useMutation(RemoveFromWishlistMutation);
  // A second click while the first is on its way would race it; it waits its turn instead.
  const pending = useRef(new Set<string>());

  const signInFirst = () => {
    toast.error(WISHLIST_SIGN_IN_NEEDED);
    sendToSignIn();
  };

  return async function toggle(product: WishlistProduct): Promise<void> {
    if (status === "signed-out") return signInFirst();
    if (pending.current.has(product.id)) return;
    pending.current.add(product.id);
    const adding = !product.inWishlist;
    const variables = { productId: product.id };
    try {
      if (adding) {
        await add({
          variables,
          optimisticResponse: { addToWishlist: { __typename: "Product", id: product.id, inWishlist: true } },
          update: (cache, { data }) => data && keepFavouritesList(cache, data.addToWishlist.id, data.addToWishlist.inWishlist),
        });
      } else {
        await remove({
          variables,
          optimisticResponse: { removeFromWishlist: { __typename: "Product", id: product.id, inWishlist: false } },
          update: (cache, { data }) => data && keepFavouritesList(cache, data.removeFromWishlist.id, data.removeFromWishlist.inWishlist),
        });
      }
      toast.success(adding ? texts.added : texts.removed);
    } catch (error) {
      const { code, message } = readApiError(error);
      if (code === "UNAUTHENTICATED") signInFirst();
      else toast.error(message ?? texts.failed);
    } finally {
      pending.current.delete(product.id);
    }
  };
}

/** The props of a product's heart (components/ui's HeartButton), wired to the favourites. */
export function useWishlistHeart(texts?: WishlistTexts) {
  const toggle = useToggleWishlist(texts);
  return (product: WishlistProduct & { title: string }) => ({ active: product.inWishlist, productTitle: product.title, onToggle: () => void toggle(product) });
}
