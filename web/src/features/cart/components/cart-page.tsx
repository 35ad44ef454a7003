import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { useNavigate, useSearchParams } from "react-router";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { DocumentTitle } from "../../../components/ui/document-title";
import { BagIcon } from "../../../components/ui/icons";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ItemCount, Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { PageSpinner } from "../../../components/ui/spinner";
import { TextLink } from "../../../components/ui/text-link";
import { EmptyState } from "../../../components/ui/empty-state";
import { getFragmentData } from "../../../gql";
import { readApiError } from "../../../lib/api-error";
import { formatPrice } from "../../../lib/format";
import { CART_SIGN_IN_NEEDED, CHECKOUT_CANCELLED } from "../api/cart-texts";
import { ShoppingBagFragment, useShoppingBag } from "../api/shopping-bag-query";
import { useRemoveCartLine } from "../api/use-remove-cart-line";
import { useSetCartLineCount } from "../api/use-set-cart-line-count";
import { useStartCheckout } from "../api/use-start-checkout";
import { BagLine } from "./bag-line";
import { stack } from "../../../styles/typography";

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSummary = styled.section`
  ${stack("md")}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }

  h2 { font-size: 13px; font-weight: 600; letter-spacing: 0.14em; }
`;

const StyledSums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  dd { margin: 0; text-align: right; }
`;

const StyledTotal = styled.div`
  display: flex;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: 16px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /user/cart: the shopping bag, with prices and totals as the server counts them. */
export function CartPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useShoppingBag();
  const setCount = useSetCartLineCount();
  const removeLine = useRemoveCartLine();
  const { startCheckout, pending: checkingOut } = useStartCheckout();
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelledCheckout = searchParams.get("checkout") === "cancelled";
  // Lines with a change on its way: their buttons wait.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = async (lineId: string, run: () => Promise<unknown>) => {
    setBusy((current) => new Set(current).add(lineId));
    try {
      await run();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(lineId);
        return next;
      });
    }
  };

  // Back from the card page without paying: the server has already put the stock back. Said once,
  // then the flag leaves the address so a reload does not say it again.
  useEffect(() => {
    if (!cancelledCheckout) return;
    toast(CHECKOUT_CANCELLED, { id: "checkout-cancelled" });
    setSearchParams(
      (params) => {
        params.delete("checkout");
        return params;
      },
      { replace: true },
    );
  }, [cancelledCheckout, setSearchParams]);

  const signedOut = error ? readApiError(error).code === "UNAUTHENTICATED" : false;
  useEffect(() => {
    if (!signedOut) return;
    toast.error(CART_SIGN_IN_NEEDED);
    navigate("/login", { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return <PageSpinner label="Redirecting to sign in" />;
  if (!data && error) return <LoadProblem text="Failed to load your shopping bag." onRetry={() => refetch().catch(() => undefined)} />;
  if (!data) return <PageSpinner label="Loading your shopping bag" />;

  const cart = getFragmentData(ShoppingBagFragment, data.cart);

  return (
    <Page>
      <DocumentTitle title="Shopping bag" />
      <PageTitleRow>
        <PageHeading>Shopping bag</PageHeading>
        {cart.itemCount > 0 && <ItemCount data-testid="bag-count">{cart.itemCount === 1 ? "1 item" : `${cart.itemCount} items`}</ItemCount>}
      </PageTitleRow>

      {cart.lines.length === 0 ? (
        <EmptyState data-testid="bag-empty">
          <BagIcon size={40} />
          <h2>YOUR SHOPPING BAG IS EMPTY!</h2>
          <TextLink to="/product">Continue shopping</TextLink>
        </EmptyState>
      ) : (
        <StyledLayout>
          <StyledLines aria-label="Items in your bag" data-testid="bag-lines">
            {cart.lines.map((line) => (
              <BagLine
                key={line.id}
                line={line}
                busy={busy.has(line.id) || checkingOut}
                onCount={(lineId, count) => void track(lineId, () => setCount(lineId, count))}
                onDelete={(lineId) => void track(lineId, () => removeLine(lineId))}
              />
            ))}
          </StyledLines>
          <StyledSummary aria-labelledby="bag-summary" data-testid="bag-summary">
            <h2 id="bag-summary">ORDER SUMMARY</h2>
            <StyledSums>
              <dt>Order value</dt>
              <dd data-testid="bag-subtotal">{formatPrice(cart.subtotal)}</dd>
              <dt>Delivery</dt>
              <dd data-testid="bag-delivery">{cart.delivery === 0 ? "FREE" : formatPrice(cart.delivery)}</dd>
            </StyledSums>
            <StyledTotal>
              <span>Total</span>
              <span data-testid="bag-total">{formatPrice(cart.total)}</span>
            </StyledTotal>
            <Button
              block
              loading={checkingOut}
              // A count still on its way would change what is reserved.
              disabled={busy.size > 0}
              onClick={() => void startCheckout()}
              aria-describedby="checkout-note"
              data-testid="place-order"
            >
              PLACE ORDER
            </Button>
            <StyledNote id="checkout-note">You pay by card on the next page; your items are held for 30 minutes.</StyledNote>
          </StyledSummary>
        </StyledLayout>
      )}
    </Page>
  );
}
