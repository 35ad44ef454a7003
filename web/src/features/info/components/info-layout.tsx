import styled from "styled-components";

/** The column of the About and Contact pages. */
export const InfoHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: -${({ theme }) => theme.space.md};
`;

export const InfoEyebrow = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const InfoTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(40px, 6vw, 84px);
  font-weight: 400;
  line-height: 1;
  letter-spacing: -0.015em;
`;

export const InfoLede = styled.p`
  max-width: 62ch;
  font-size: 17px;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;
