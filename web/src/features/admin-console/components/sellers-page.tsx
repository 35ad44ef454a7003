import { TEXTS } from "../api/admin-texts";
import { useAdminSellers } from "../api/sellers-query";
import { useDeleteSeller } from "../api/use-delete-seller";
import { ConsoleListPage } from "./console-list";
import { SellerCard } from "./seller-card";

/** /admin/get-sellers: every seller, newest first. */
export function SellersPage() {
  const deleteSeller = useDeleteSeller();
  return (
    <ConsoleListPage
      {...useAdminSellers()}
      heading="ALL SELLERS"
      title="All sellers"
      testId="sellers-page"
      noun={["seller", "sellers"]}
      emptyText={TEXTS.sellersEmpty}
      failedText={TEXTS.sellersFailed}
      renderItem={(seller) => <SellerCard seller={seller} onDelete={deleteSeller} />}
    />
  );
}
