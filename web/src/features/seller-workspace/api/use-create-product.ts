import { CATALOG_MESSAGES } from "@store/rules";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { graphql } from "../../../gql";
import type { ProductInput } from "../../../gql/graphql";
import { forgetSellerProducts, saveProductWith, type SaveResult } from "./product-save";
import { uploadImage } from "./upload-image";

export const PRODUCT_CREATED = CATALOG_MESSAGES.productCreated;
export const CREATE_FAILED = "Failed to create product";

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

/** Uploads the picture, then creates the product with it. */
export function useCreateProduct() {
  const [mutate] = useMutation(CreateProductMutation, { update: forgetSellerProducts });
  const [saving, setSaving] = useState(false);

  const createProduct = async (input: Omit<ProductInput, "imageId">, image: File): Promise<SaveResult> => {
    setSaving(true);
    try {
      return await saveProductWith(
        async () => {
          const imageId = await uploadImage(image);
          await mutate({ variables: { input: { ...input, imageId } } });
        },
        { success: PRODUCT_CREATED, fallback: CREATE_FAILED },
      );
    } finally {
      setSaving(false);
    }
  };

  return { createProduct, saving };
}
