import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { CART_UPDATED, cartFailure } from "./cart-texts";

// Answers the whole bag with its id: the line, the totals and the header's count update through
// the normalised Cart. Not optimistic: counts are checked against stock and totals come from the
// server only.
const SetCartLineCountMutation = graphql(`
  mutation SetCartLineCount($lineId: ID!, $count: Int!) {
    setCartLineCount(lineId: $lineId, count: $count) {
      id
      ...ShoppingBag_cart
    }
  }
`);

export function useSetCartLineCount() {
  const navigate = useNavigate();
  const [mutate] = useMutation(SetCartLineCountMutation);

  const setCount = async (lineId: string, count: number): Promise<boolean> => {
    try {
      await mutate({ variables: { lineId, count } });
      toast.success(CART_UPDATED);
      return true;
    } catch (error) {
      if (cartFailure(error) === "sign-in") navigate("/login");
      return false;
    }
  };

  return setCount;
}
