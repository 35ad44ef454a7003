import { Button } from "../../../components/ui/button";
import { useAddToCart, type BagProduct } from "../api/use-add-to-cart";

export interface AddToBagButtonProps {
  product: BagProduct;
  /** The size chosen on the product's page, if any. */
  size: string | null;
  /** The id of what says the product's stock. */
  describedBy?: string;
}

/** The product page's "Add": puts one in the bag in the chosen size. */
export function AddToBagButton({ product, size, describedBy }: AddToBagButtonProps) {
  const { addToCart, adding } = useAddToCart();
  return (
    // Nothing left: the button says so before the click (the server still refuses a race).
    <Button onClick={() => void addToCart(product, size)} loading={adding} disabled={product.stock <= 0} aria-describedby={describedBy} data-testid="add-to-cart">
      Add
    </Button>
  );
}
