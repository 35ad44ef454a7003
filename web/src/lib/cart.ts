import { useMutation } from "@apollo/client/react";
import { toast } from "./toast";
import { graphql } from "../gql";
import { readApiError } from "./api-error";
import { useSession } from "./session";
import { useSendToSignIn } from "./sign-in-return";

// Adding to the bag happens on the product page (catalog); the bag itself is the cart feature's.
// The mutation answers the whole bag with its id, so the header's count and the bag page follow
// through the normalised `Cart` without asking again. Its selection is what the bag page reads.

const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $size: String) {
    addToCart(productId: $productId, size: $size) {
      id
      itemCount
      subtotal
      delivery
      total
      lines {
        id
        size
        count
        unitPrice
        lineTotal
        product {
          id
          title
          stock
          image {
            id
            url
            srcSet
            width
            height
          }
        }
      }
    }
  }
`);

export const CART_SIGN_IN_NEEDED = "You have to log in to add items to your shopping bag.";
export const SIZE_NEEDED = "Please select a size before adding to cart.";
export const insufficientStock = (title: string) => `Insufficient stock for ${title}`;

export interface BagProduct {
  id: string;
  title: string;
  stock: number;
  sizes: readonly string[];
}

/**
 * Adds one of a product in a size. The document's rules are checked here before asking (a size
 * when the product has sizes, stock above 0); the server checks them again, and its answer wins.
 */
export function useAddToCart() {
  const sendToSignIn = useSendToSignIn();
  const { status } = useSession("user");
  const [mutate, { loading }] = useMutation(AddToCartMutation);

  const signInFirst = () => {
    toast.error(CART_SIGN_IN_NEEDED);
    sendToSignIn();
  };

  const addToCart = async (product: BagProduct, size: string | null): Promise<boolean> => {
    if (product.sizes.length > 0 && !size) {
      toast.error(SIZE_NEEDED);
      return false;
    }
    if (product.stock <= 0) {
      toast.error(insufficientStock(product.title));
      return false;
    }
    if (status === "signed-out") {
      signInFirst();
      return false;
    }
    try {
      await mutate({ variables: { productId: product.id, size: product.sizes.length > 0 ? size : null } });
      toast.success("Product added to cart");
      return true;
    } catch (error) {
      const { code, message } = readApiError(error);
      if (code === "UNAUTHENTICATED") signInFirst();
      else toast.error(message ?? "Failed to update cart");
      return false;
    }
  };

  return { addToCart, adding: loading };
}
