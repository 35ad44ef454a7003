import { TEXTS } from "../api/admin-texts";
import { useAdminSellers } from "../api/sellers-query";
import { useDeleteSeller } from "../api/use-delete-seller";
import { ConsoleList, ConsolePageFrame, countOf } from "./console-list";
import { SellerCard } from "./seller-card";

/** /admin/get-sellers: every seller, newest first. */
export function SellersPage() {
  const list = useAdminSellers();
  const deleteSeller = useDeleteSeller();
  return (
    <ConsolePageFrame heading="ALL SELLERS" title="All sellers" testId="sellers-page" count={countOf(list.page?.total, "seller", "sellers")}>
      <ConsoleList {...list} emptyText={TEXTS.sellersEmpty} failedText={TEXTS.sellersFailed} renderItem={(seller) => <SellerCard seller={seller} onDelete={deleteSeller} />} />
    </ConsolePageFrame>
  );
}
