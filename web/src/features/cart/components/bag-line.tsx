import { Link } from "react-router";
import styled from "styled-components";
import { TrashIcon } from "../../../components/ui/icons";
import { QuantityStepper } from "../../../components/ui/quantity-stepper";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatPrice } from "../../../lib/format";
import { spread, stack } from "../../../styles/typography";

export const BagLineFragment = graphql(`
  fragment BagLine_line on CartLine {
    id
    size
    count
    unitPrice
    lineTotal
    product {
      id
      title
      stock
      sizeStock {
        size
        stock
      }
      image {
        ...ResponsiveImage_image
      }
    }
  }
`);

const StyledLine = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} { grid-template-columns: 132px minmax(0, 1fr); gap: ${({ theme }) => theme.space.lg}; }
`;

const StyledBody = styled.div`
  ${stack("xs")}
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled(Link)`
  font-size: 15px;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { text-decoration: underline; text-underline-offset: 3px; }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};

  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

const StyledBottom = styled.div`
  ${spread("sm")}
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const StyledLineTotal = styled.p`
  font-size: 15px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledDelete = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  margin: -8px -8px 0 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.overlay}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

export interface BagLineProps {
  line: FragmentType<typeof BagLineFragment>;
  busy: boolean;
  onCount: (lineId: string, count: number) => void;
  onDelete: (lineId: string) => void;
}

export function BagLine({ line, busy, onCount, onDelete }: BagLineProps) {
  const { id, size, count, unitPrice, lineTotal, product } = getFragmentData(BagLineFragment, line);
  // Each size has its own stock (a product without sizes, one): it caps this line alone.
  const left = size ? (product.sizeStock.find((entry) => entry.size === size)?.stock ?? 0) : product.stock;
  const described = size ? `${product.title}, size ${size}` : product.title;
  return (
    <StyledLine data-testid="bag-line" data-line-id={id} data-product-id={product.id} data-size={size ?? ""} aria-busy={busy || undefined}>
      <Link to={`/productDetails/${product.id}`} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage image={product.image} alt="" sizes="132px" />
      </Link>
      <StyledBody>
        <StyledTop>
          <StyledTitle to={`/productDetails/${product.id}`} data-testid="bag-line-title">
            {product.title}
          </StyledTitle>
          <StyledDelete type="button" onClick={() => onDelete(id)} disabled={busy} aria-label={`Delete ${described} from the bag`} title="Delete" data-testid="bag-line-delete">
            <TrashIcon size={20} />
          </StyledDelete>
        </StyledTop>
        <StyledDetails>
          {size && (
            <>
              <dt>Size</dt>
              <dd data-testid="bag-line-size">{size}</dd>
            </>
          )}
          <dt>Price</dt>
          <dd data-testid="bag-line-price">{formatPrice(unitPrice)}</dd>
        </StyledDetails>
        <StyledBottom>
          <QuantityStepper
            value={count}
            label={`Quantity of ${described}`}
            busy={busy}
            canDecrease={count > 1}
            canIncrease={count < left}
            onDecrease={() => onCount(id, count - 1)}
            onIncrease={() => onCount(id, count + 1)}
          />
          <StyledLineTotal data-testid="bag-line-total">{formatPrice(lineTotal)}</StyledLineTotal>
        </StyledBottom>
      </StyledBody>
    </StyledLine>
  );
}
