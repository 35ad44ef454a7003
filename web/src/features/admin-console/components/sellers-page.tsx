import { TEXTS } from "../api/admin-texts";
import { useAdminSellers } from "../api/sellers-query";
import { useDeleteSeller } from "../api/use-delete-seller";
import { ConsoleListPage, noMatch } from "./console-list";
import { ConsoleSearch, useConsoleSearch } from "./console-search";
import { SellerCard } from "./seller-card";

/** /admin/get-sellers: every seller, newest first, searched by name, email or store. */
export function SellersPage() {
  const deleteSeller = useDeleteSeller();
  const search = useConsoleSearch();
  return (
    <ConsoleListPage
      {...useAdminSellers(search)}
      tools={<ConsoleSearch label="Search sellers by name, email or store" />}
      heading="ALL SELLERS"
      title="All sellers"
      testId="sellers-page"
      noun={["seller", "sellers"]}
      emptyText={search ? noMatch(search) : TEXTS.sellersEmpty}
      failedText={TEXTS.sellersFailed}
      renderItem={(seller) => <SellerCard seller={seller} onDelete={deleteSeller} />}
    />
  );
}
