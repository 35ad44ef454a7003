import { useId, useRef, type FormEvent } from "react";
import styled from "styled-components";
import { useBoxFollowsAddress } from "../../lib/address-box";
import { isNarrowed, PRODUCT_SORTS, type ProductListing, type ProductSortName } from "../../lib/product-listing";
import { caps } from "../../styles/typography";

const StyledBar = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const StyledControl = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  label {
    font-size: 12px;
    font-weight: 500;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  select,
  input {
    width: 100%;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: 15px;

    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; }
  }

  ${({ theme }) => theme.media.md} {
    select { min-width: 180px; }
    input { width: 120px; }
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;

  button {
    flex: 1;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    ${caps(12)}
    cursor: pointer;

    &[type="submit"] { background: ${({ theme }) => theme.colors.text}; color: ${({ theme }) => theme.colors.background}; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  }

  ${({ theme }) => theme.media.md} {
    button { flex: none; }
  }
`;

export interface ProductFilterBarProps {
  /** The sizes a shopper may narrow to (the category's). */
  sizes: readonly string[];
  listing: ProductListing;
  /** A change of the listing (the page applies it to the address as it is now: `changedListing`). */
  onChange(change: Partial<ProductListing>): void;
}

const priceOf = (value: FormDataEntryValue | null): number | null => {
  const text = String(value ?? "").trim();
  return /^\d{1,8}$/.test(text) ? Number(text) : null;
};

/**
 * Sort and filter controls of a grid: the order and the size apply at once; a price range applies
 * with "Apply" (or Enter). On a phone the controls sit two to a row.
 */
export function ProductFilterBar({ sizes, listing, onChange }: ProductFilterBarProps) {
  const id = useId();
  const minBox = useRef<HTMLInputElement>(null);
  const maxBox = useRef<HTMLInputElement>(null);
  // The price boxes show what the address says after back and forward, and keep what is typed.
  useBoxFollowsAddress(minBox, listing.min === null ? "" : String(listing.min));
  useBoxFollowsAddress(maxBox, listing.max === null ? "" : String(listing.max));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ min: priceOf(form.get("min")), max: priceOf(form.get("max")) });
  };
  const onClear = () => {
    for (const box of [minBox.current, maxBox.current]) if (box) box.value = "";
    onChange({ size: null, min: null, max: null });
  };
  return (
    <StyledBar role="search" aria-label="Sort and filter products" onSubmit={onSubmit} data-testid="filter-bar">
      <StyledControl>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={listing.sort} onChange={(event) => onChange({ sort: event.target.value as ProductSortName })} data-testid="sort-select">
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort.name} value={sort.name}>
              {sort.label}
            </option>
          ))}
        </select>
      </StyledControl>
      {sizes.length > 0 && (
        <StyledControl>
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={listing.size ?? ""} onChange={(event) => onChange({ size: event.target.value || null })} data-testid="size-select">
            <option value="">All sizes</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </StyledControl>
      )}
      <StyledControl>
        <label htmlFor={`${id}-min`}>Min price (Rs.)</label>
        <input id={`${id}-min`} name="min" type="number" inputMode="numeric" min={0} step={1} defaultValue={listing.min ?? ""} ref={minBox} data-testid="min-price" />
      </StyledControl>
      <StyledControl>
        <label htmlFor={`${id}-max`}>Max price (Rs.)</label>
        <input id={`${id}-max`} name="max" type="number" inputMode="numeric" min={0} step={1} defaultValue={listing.max ?? ""} ref={maxBox} data-testid="max-price" />
      </StyledControl>
      <StyledActions>
        <button type="submit" data-testid="apply-filter">
          Apply
        </button>
        {isNarrowed(listing) && (
          <button type="button" onClick={onClear} data-testid="clear-filter">
            Clear
          </button>
        )}
      </StyledActions>
    </StyledBar>
  );
}
