import styled from "styled-components";
import { caps, display, stack } from "../../../styles/typography";

/** The column of the About and Contact pages. */
export const InfoHeader = styled.header`
  ${stack("sm")}
  margin-bottom: -${({ theme }) => theme.space.md};
`;

export const InfoEyebrow = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  ${caps(12, 0.2)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const InfoTitle = styled.h1`
  ${display("clamp(40px, 6vw, 84px)", 1)}
  letter-spacing: -0.015em;
`;

export const InfoLede = styled.p`
  max-width: 62ch;
  font-size: 17px;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;
