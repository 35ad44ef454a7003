import styled, { css } from "styled-components";
import { useHydrated } from "../../lib/hydrated";
import { HeartIcon } from "./icons";

export type HeartButtonSize = "card" | "page";

const StyledHeart = styled.button<{ $size: HeartButtonSize; $active: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  padding: 0;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  transition: color ${({ theme }) => theme.motion.fast}, background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  svg { transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing}; }
  &:active svg { transform: scale(0.86); }

  ${({ $size, theme }) =>
    $size === "card"
      ? css`
          width: 40px;
          height: 40px;
          border: 0;
          border-radius: 50%;
          background: ${theme.colors.background};
          box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
          &:hover { background: ${theme.colors.surface}; }
        `
      : css`
          width: 48px;
          height: 48px;
          border: 1px solid ${theme.colors.border};
          border-radius: 0;
          background: transparent;
          &:hover { border-color: ${theme.colors.borderStrong}; }
        `}
`;

export interface HeartButtonProps {
  /** The product is among the favourites: the heart is filled. */
  active: boolean;
  onToggle: () => void;
  /** What the heart is for, read by screen readers: "Add {productTitle} to favourites". */
  productTitle: string;
  size?: HeartButtonSize;
}

/** The favourite toggle: an outlined heart, filled when the product is a favourite. */
export function HeartButton({ active, onToggle, productTitle, size = "card" }: HeartButtonProps) {
  const hydrated = useHydrated();
  const label = active ? `Remove ${productTitle} from favourites` : `Add ${productTitle} to favourites`;
  return (
    <StyledHeart
      type="button"
      $size={size}
      $active={active}
      onClick={onToggle}
      disabled={!hydrated}
      aria-pressed={active}
      aria-label={label}
      title={active ? "Remove from favourites" : "Add to favourites"}
      data-testid="wishlist-toggle"
      data-active={active}
    >
      <HeartIcon size={size === "card" ? 20 : 22} fill={active ? "currentColor" : "none"} />
    </StyledHeart>
  );
}
