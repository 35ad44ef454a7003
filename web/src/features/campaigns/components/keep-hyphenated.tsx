import type { ReactNode } from "react";
import styled from "styled-components";

const StyledWhole = styled.span`
  white-space: nowrap;
`;

/** Keeps hyphenated words ("2-8Y", "round-up") whole when a large heading wraps. */
export function keepHyphenated(text: string): ReactNode {
  return text.split(/(\S*-\S*)/).map((part, index) => (part.includes("-") ? <StyledWhole key={index}>{part}</StyledWhole> : part));
}
