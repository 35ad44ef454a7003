import styled, { css, type DefaultTheme } from "styled-components";

/**
 * Campaign pictures drawn with gradients and clip-paths: no photographs, nothing fetched.
 * Each variant is a flat still life of one garment on a coloured set.
 */
export type ArtVariant = "ladies" | "men" | "kids" | "preppy" | "utilitarian" | "adorables" | "neutrals";

const shapes = {
  tee: "polygon(33% 14%, 43% 10%, 50% 16%, 57% 10%, 67% 14%, 88% 30%, 79% 42%, 69% 36%, 69% 88%, 31% 88%, 31% 36%, 21% 42%, 12% 30%)",
  dress: "polygon(41% 8%, 46% 8%, 50% 14%, 54% 8%, 59% 8%, 62% 32%, 57% 42%, 78% 92%, 22% 92%, 43% 42%, 38% 32%)",
  coat: "polygon(37% 8%, 50% 22%, 63% 8%, 79% 13%, 88% 64%, 79% 66%, 74% 34%, 76% 92%, 24% 92%, 26% 34%, 21% 66%, 12% 64%, 21% 13%)",
  sweater: "polygon(34% 12%, 44% 9%, 50% 15%, 56% 9%, 66% 12%, 84% 22%, 90% 74%, 78% 76%, 72% 40%, 72% 84%, 28% 84%, 28% 40%, 22% 76%, 10% 74%, 16% 22%)",
  jacket: "polygon(34% 10%, 50% 16%, 66% 10%, 82% 18%, 88% 70%, 76% 72%, 72% 46%, 72% 84%, 28% 84%, 28% 46%, 24% 72%, 12% 70%, 18% 18%)",
  romper: "polygon(36% 16%, 44% 16%, 50% 22%, 56% 16%, 64% 16%, 76% 30%, 68% 38%, 66% 66%, 70% 84%, 53% 84%, 50% 72%, 47% 84%, 30% 84%, 34% 66%, 32% 38%, 24% 30%)",
  trousers: "polygon(30% 10%, 70% 10%, 74% 90%, 56% 90%, 50% 34%, 44% 90%, 26% 90%)",
} as const;

type Scene = (theme: DefaultTheme) => ReturnType<typeof css>;

const scenes: Record<ArtVariant, Scene> = {
  ladies: ({ art }) => css`
    --set: radial-gradient(circle at 72% 26%, ${art.butter} 0 13%, transparent 13.5%),
      linear-gradient(180deg, ${art.blush} 0 68%, ${art.sand} 68% 100%);
    --piece: linear-gradient(160deg, ${art.clay}, ${art.terracotta});
    --shape: ${shapes.dress};
    --shadow: ${art.terracotta};
  `,
  men: ({ art }) => css`
    --set: linear-gradient(90deg, transparent 0 62%, ${art.stone} 62% 63%, transparent 63%),
      linear-gradient(180deg, ${art.oat} 0 72%, ${art.mushroom} 72% 100%);
    --piece: linear-gradient(90deg, transparent 0 49.6%, ${art.ink} 49.6% 50.4%, transparent 50.4%),
      linear-gradient(170deg, ${art.navy}, ${art.ink});
    --shape: ${shapes.coat};
    --shadow: ${art.ink};
  `,
  kids: ({ art }) => css`
    --set: radial-gradient(circle, ${art.white} 0 2.2%, transparent 2.6%) 0 0 / 18% 14%,
      linear-gradient(180deg, ${art.sky}, ${art.sky});
    --piece: linear-gradient(180deg, ${art.butter}, ${art.clay});
    --shape: ${shapes.tee};
    --shadow: ${art.clay};
  `,
  preppy: ({ art }) => css`
    --set: linear-gradient(180deg, ${art.cream} 0 74%, ${art.sand} 74% 100%);
    --piece: repeating-linear-gradient(180deg, ${art.navy} 0 9%, ${art.cream} 9% 13%, ${art.terracotta} 13% 15%, ${art.cream} 15% 19%);
    --shape: ${shapes.sweater};
    --shadow: ${art.navy};
  `,
  utilitarian: ({ art }) => css`
    --set: radial-gradient(ellipse at 20% 80%, ${art.khaki} 0 22%, transparent 22.5%),
      linear-gradient(180deg, ${art.stone} 0 70%, ${art.olive} 70% 100%);
    --piece: linear-gradient(90deg, transparent 0 34%, ${art.olive} 34% 46%, transparent 46% 54%, ${art.olive} 54% 66%, transparent 66%) 0 58% / 100% 10% no-repeat,
      linear-gradient(160deg, ${art.forest}, ${art.olive});
    --shape: ${shapes.jacket};
    --shadow: ${art.forest};
  `,
  adorables: ({ art }) => css`
    --set: radial-gradient(circle, ${art.blush} 0 3%, transparent 3.4%) 0 0 / 16% 12%,
      linear-gradient(180deg, ${art.mint}, ${art.mint});
    --piece: radial-gradient(circle, ${art.white} 0 9%, transparent 10%) 0 0 / 22% 14%,
      linear-gradient(180deg, ${art.terracotta}, ${art.clay});
    --shape: ${shapes.romper};
    --shadow: ${art.terracotta};
  `,
  neutrals: ({ art }) => css`
    --set: radial-gradient(ellipse 34% 46% at 30% 100%, ${art.mushroom} 0 98%, transparent 100%),
      radial-gradient(ellipse 30% 40% at 78% 100%, ${art.sand} 0 98%, transparent 100%),
      linear-gradient(180deg, ${art.linen}, ${art.oat});
    --piece: linear-gradient(175deg, ${art.oat}, ${art.mushroom});
    --shape: ${shapes.trousers};
    --shadow: ${art.stone};
  `,
};

const StyledArt = styled.div<{ $variant: ArtVariant }>`
  ${({ theme, $variant }) => scenes[$variant](theme)}
  position: relative;
  overflow: hidden;
  background: var(--set);

  &::before,
  &::after {
    content: "";
    position: absolute;
    inset: 12% 14% 4%;
    clip-path: var(--shape);
  }

  /* A soft offset shadow, then the garment itself. */
  &::before {
    background: var(--shadow);
    opacity: 0.18;
    transform: translate(3%, 2%);
  }

  &::after {
    background: var(--piece);
    transition: transform 800ms ${({ theme }) => theme.motion.easing};
  }
`;

export interface ArtworkProps {
  variant: ArtVariant;
  className?: string;
}

export function Artwork({ variant, className }: ArtworkProps) {
  return <StyledArt $variant={variant} className={className} aria-hidden="true" data-art={variant} />;
}
