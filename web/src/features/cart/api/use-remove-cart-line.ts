import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { CART_UPDATED, cartFailure } from "./cart-texts";

// Answers the bag without the line; the cache drops the line from `Cart.lines` and the totals follow.
const RemoveCartLineMutation = graphql(`
  mutation RemoveCartLine($lineId: ID!) {
    removeCartLine(lineId: $lineId) {
      id
      ...ShoppingBag_cart
    }
  }
`);

export function useRemoveCartLine() {
  const navigate = useNavigate();
  const [mutate] = useMutation(RemoveCartLineMutation);

  const removeLine = async (lineId: string): Promise<boolean> => {
    try {
      await mutate({ variables: { lineId } });
      toast.success(CART_UPDATED);
      return true;
    } catch (error) {
      if (cartFailure(error) === "sign-in") navigate("/login");
      return false;
    }
  };

  return removeLine;
}
