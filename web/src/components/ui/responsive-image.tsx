import styled from "styled-components";
import { getFragmentData, graphql, type FragmentType } from "../../gql";

/** What a picture needs to be drawn: every query that shows one spreads this. */
export const ResponsiveImageFragment = graphql(`
  fragment ResponsiveImage_image on Image {
    id
    url
    srcSet
    width
    height
  }
`);

const StyledFrame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ResponsiveImageProps {
  image?: FragmentType<typeof ResponsiveImageFragment> | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  eager?: boolean;
  className?: string;
}

/**
 * A picture in a box of its own aspect ratio: width and height are given, so nothing moves when
 * it arrives. Without a picture the box stays, empty, at the catalog's 3:4.
 */
export function ResponsiveImage({ image: masked, alt, sizes, eager = false, className }: ResponsiveImageProps) {
  const image = getFragmentData(ResponsiveImageFragment, masked);
  const ratio = image ? `${image.width} / ${image.height}` : "3 / 4";
  return (
    <StyledFrame $ratio={ratio} className={className}>
      {image && (
        <img
          src={image.url}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={eager ? "high" : undefined}
        />
      )}
    </StyledFrame>
  );
}
