import styled, { useTheme } from "styled-components";

/**
 * A drawn picture (a scene of editorial-scene.tsx, drawn into an SVG file by `npm run draw`)
 * filling its box: the box's size is the drawing's viewport, so the drawing crops or keeps its
 * edges as it says. Decorative: the words around it say what it shows. With `wide`, the wide
 * drawing from md up and the tall one below, and only the one shown is downloaded.
 */
const StyledImg = styled.img`
  display: block;
  width: 100%;
  height: 100%;
`;

export interface DrawnPictureProps {
  src: string;
  /** The drawing for md and wider screens. */
  wide?: string;
}

/** The <picture> adds no box of its own: the image fills the box it is put in. */
const StyledPicture = styled.picture`
  display: contents;
`;

export function DrawnPicture({ src, wide }: DrawnPictureProps) {
  const { breakpoints } = useTheme();
  const img = <StyledImg src={src} alt="" decoding="async" data-art="scene" />;
  if (!wide) return img;
  return (
    <StyledPicture>
      <source media={`(min-width: ${breakpoints.md}px)`} srcSet={wide} />
      {img}
    </StyledPicture>
  );
}
