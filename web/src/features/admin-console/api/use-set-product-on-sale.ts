import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { TEXTS } from "./admin-texts";
import { runWithToast } from "./run-with-toast";

// Answers the product as it now is: the detail page and its card follow through the normalised Product.
const SetProductOnSaleMutation = graphql(`
  mutation SetProductOnSale($id: ID!, $onSale: Boolean!) {
    setProductOnSale(id: $id, onSale: $onSale) {
      id
      onSale
    }
  }
`);

export function useSetProductOnSale() {
  const [mutate, { loading }] = useMutation(SetProductOnSaleMutation);
  const setOnSale = (id: string, onSale: boolean) =>
    runWithToast(() => mutate({ variables: { id, onSale } }), onSale ? TEXTS.productOnSale : TEXTS.productOffSale, TEXTS.productSaleFailed);
  return { setOnSale, loading };
}
