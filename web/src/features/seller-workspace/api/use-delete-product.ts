import { CATALOG_MESSAGES } from "@store/rules";
import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";
import { forgetSellerProducts } from "./product-save";

export const PRODUCT_DELETED = CATALOG_MESSAGES.productDeleted;
export const DELETE_FAILED = "Failed to delete product";

const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

/** Deletes one of the seller's products; answers whether it is gone. */
export function useDeleteProduct() {
  const [mutate, { loading }] = useMutation(DeleteProductMutation, {
    update(cache, { data }) {
      // Gone everywhere: lists that held it drop the dangling reference.
      const entry = data && cache.identify({ __typename: "Product", id: data.deleteProduct });
      if (entry) cache.evict({ id: entry });
      forgetSellerProducts(cache);
    },
  });

  const deleteProduct = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      toast.success(PRODUCT_DELETED);
      return true;
    } catch (error) {
      toast.error(serverMessageOr(error, DELETE_FAILED));
      return false;
    }
  };

  return { deleteProduct, deleting: loading };
}
