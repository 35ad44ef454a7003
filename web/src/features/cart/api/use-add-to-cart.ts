import { addToBagProblem, type BagProduct as RulesBagProduct } from "@store/rules";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { readApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/session";
import { useSendToSignIn } from "../../../lib/sign-in-return";
import { toast } from "../../../lib/toast";
import { CART_SIGN_IN_NEEDED } from "./cart-texts";

// Adding to the bag happens on the product page (the app puts AddToBagButton there). The mutation
// answers the whole bag as the bag page reads it (ShoppingBag_cart), so the header's count and the
// bag page follow through the normalised `Cart` without asking again.

const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $size: String) {
    addToCart(productId: $productId, size: $size) {
      id
      ...ShoppingBag_cart
    }
  }
`);

export interface BagProduct extends RulesBagProduct {
  id: string;
}

/**
 * Adds one of a product in a size. The server's own rule (@store/rules' addToBagProblem: a size
 * when the product has sizes, stock above 0) is asked here before sending, as the document's
 * page does; the server checks it again, and its answer wins.
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
    const problem = addToBagProblem(product, size);
    if (problem) {
      toast.error(problem.message);
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
