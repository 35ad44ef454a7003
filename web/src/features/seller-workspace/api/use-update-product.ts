import { CATALOG_MESSAGES } from "@store/rules";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { graphql } from "../../../gql";
import type { ProductUpdateInput } from "../../../gql/graphql";
import { forgetSellerProducts, saveProductWith, type SaveResult } from "./product-save";
import { uploadImage } from "./upload-image";

export const PRODUCT_UPDATED = CATALOG_MESSAGES.productUpdated;
export const UPDATE_FAILED = "Failed to update product";

// Answers the product as it now is, so its detail page and cards change in place.
const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      id
      ...SellerProductFields_product
    }
  }
`);

/** Sends only what changed; a new picture is uploaded first. */
export function useUpdateProduct() {
  const [mutate] = useMutation(UpdateProductMutation, { update: forgetSellerProducts });
  const [saving, setSaving] = useState(false);

  const updateProduct = async (id: string, changes: Omit<ProductUpdateInput, "imageId">, image?: File): Promise<SaveResult> => {
    setSaving(true);
    try {
      return await saveProductWith(
        async () => {
          const imageId = image ? await uploadImage(image) : undefined;
          await mutate({ variables: { id, input: imageId ? { ...changes, imageId } : changes } });
        },
        { success: PRODUCT_UPDATED, fallback: UPDATE_FAILED },
      );
    } finally {
      setSaving(false);
    }
  };

  return { updateProduct, saving };
}
