import { Link, useSearchParams } from "react-router";
import styled, { css } from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { CheckIcon, CloseIcon } from "../../../components/ui/icons";
import { Page } from "../../../components/ui/page";
import { PageSpinner } from "../../../components/ui/spinner";
import { TextLink } from "../../../components/ui/text-link";
import { formatPrice } from "../../../lib/format";
import { useCompleteCheckout, type UnpaidStatus } from "../api/use-complete-checkout";
import { caps } from "../../../styles/typography";

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;

const StyledMark = styled.span<{ $tone: "success" | "danger" }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  border: 1.5px solid currentColor;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const StyledHeading = styled.h1`
  font-size: clamp(22px, 3vw, 28px);
  font-weight: 600;
  letter-spacing: 0.12em;
  line-height: 1.3;
`;

const StyledText = styled.p`
  max-width: 42ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
`;

const StyledSums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 320px;
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  text-align: left;

  dd { margin: 0; text-align: right; font-weight: 600; }
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 200px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  line-height: 1.4;
  text-align: center;
  background: ${({ theme }) => theme.colors.buttonBg};
  color: ${({ theme }) => theme.colors.buttonText};
  ${caps(13, 0.1)}
  text-decoration: none;

  &:hover { opacity: 0.86; }
`;

const StyledButtonLink = styled(Link)`
  ${buttonLook}
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** A line more for a checkout that came back unpaid, by what the server says of it. */
const UNPAID_DETAIL: Record<UnpaidStatus, string> = {
  pending: "We have not received your payment yet. Nothing was charged for this checkout.",
  expired: "The checkout expired before it was paid, and your items were put back on sale.",
  cancelled: "The checkout was cancelled before it was paid.",
  refunding: "The payment arrived after the checkout had expired and its items were sold out, so it is being refunded.",
  refunded: "The payment arrived after the checkout had expired and its items were sold out, so it was refunded.",
};

/** /user/payment_success?session_id=…: where the card page sends the shopper after paying. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const outcome = useCompleteCheckout(searchParams.get("session_id"));

  if (outcome.phase === "working") {
    return (
      <Page>
        <DocumentTitle title="Confirming your payment" />
        <PageSpinner label="Confirming your payment" />
      </Page>
    );
  }

  if (outcome.phase === "failed") {
    return (
      <Page>
        <DocumentTitle title="Payment not completed" />
        <StyledPanel data-testid="payment-failed">
          <StyledMark $tone="danger">
            <CloseIcon size={30} />
          </StyledMark>
          <StyledHeading role="alert" data-testid="payment-failed-message">
            {outcome.message}
          </StyledHeading>
          {outcome.status && <StyledText>{UNPAID_DETAIL[outcome.status]}</StyledText>}
          <StyledButtonLink to="/user/cart" data-testid="back-to-bag">
            Back to your shopping bag
          </StyledButtonLink>
        </StyledPanel>
      </Page>
    );
  }

  return (
    <Page>
      <DocumentTitle title="Thank you for your purchase" />
      <StyledPanel data-testid="thank-you">
        <StyledMark $tone="success">
          <CheckIcon size={32} />
        </StyledMark>
        <StyledHeading>THANK YOU FOR PURCHASE</StyledHeading>
        <StyledText>
          Your payment was received and your order is being processed. Delivery takes 2-7 days.
          {outcome.orderCount > 1 && ` Your items come from ${outcome.orderCount} sellers, so you will find ${outcome.orderCount} orders.`}
        </StyledText>
        <StyledSums>
          <dt>Paid</dt>
          <dd data-testid="thank-you-total">{formatPrice(outcome.total)}</dd>
        </StyledSums>
        <StyledButtonLink to="/user/cart" data-testid="done-link">
          Done
        </StyledButtonLink>
        <TextLink to="/user/orders" data-testid="view-orders">
          View your orders
        </TextLink>
      </StyledPanel>
    </Page>
  );
}
