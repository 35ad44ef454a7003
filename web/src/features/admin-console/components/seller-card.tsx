import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { TEXTS } from "../api/admin-texts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ConsoleCard, ConsoleCardActions, ConsoleCardTitle, FactList } from "./console-card";

export const SellerCardFragment = graphql(`
  fragment SellerCard_seller on Seller {
    id
    name
    email
    mobile
    storeName
    address
    role
  }
`);

export interface SellerCardProps {
  seller: FragmentType<typeof SellerCardFragment>;
  onDelete: (id: string) => Promise<boolean>;
}

/** A seller's account and store, and DELETE behind a confirmation. */
export function SellerCard({ seller, onDelete }: SellerCardProps) {
  const { id, name, email, mobile, storeName, address, role } = getFragmentData(SellerCardFragment, seller);
  const [confirming, setConfirming] = useState(false);
  return (
    <ConsoleCard data-testid="seller-card" data-seller-id={id}>
      <ConsoleCardTitle data-testid="seller-name">{name}</ConsoleCardTitle>
      <FactList
        facts={[
          { label: "Email", value: email, testId: "seller-email" },
          { label: "Mobile", value: mobile, testId: "seller-mobile" },
          { label: "Store", value: storeName, testId: "seller-store" },
          { label: "Address", value: address, testId: "seller-address" },
          { label: "Role", value: role, testId: "seller-role" },
        ]}
      />
      <ConsoleCardActions>
        <Button variant="danger" onClick={() => setConfirming(true)} data-testid="seller-delete">
          DELETE
        </Button>
      </ConsoleCardActions>
      <ConfirmDialog
        open={confirming}
        title="Delete seller"
        question={TEXTS.confirmSellerDelete}
        confirmLabel="Delete"
        cancelLabel="CANCEL"
        onConfirm={() => onDelete(id).finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
        testId="confirm-dialog"
      />
    </ConsoleCard>
  );
}
