import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { TEXTS } from "./admin-texts";
import { removeFromPagedList, runWithToast } from "./run-with-toast";

const DeleteSellerMutation = graphql(`
  mutation DeleteSeller($id: ID!) {
    deleteSeller(id: $id)
  }
`);

/** Deletes a seller (the server takes their products off sale); answers whether it was done. */
export function useDeleteSeller() {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(DeleteSellerMutation, {
    update(cache, { data }) {
      if (!data) return;
      removeFromPagedList(cache, "sellers", "Seller", data.deleteSeller);
      // Their products went off sale: product lists and the dashboard are asked again.
      cache.evict({ id: "ROOT_QUERY", fieldName: "adminProducts" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "adminDashboard" });
      cache.gc();
    },
  });
  // 'Seller not found': deleted meanwhile, so its card goes too.
  return (id: string) =>
    runWithToast(() => mutate({ variables: { id } }), TEXTS.sellerDeleted, TEXTS.sellerDeleteFailed, {
      codes: ["NOT_FOUND"],
      forget: () => removeFromPagedList(cache, "sellers", "Seller", id),
    });
}
