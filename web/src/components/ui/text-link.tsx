import { Link } from "react-router";
import styled from "styled-components";

/** An underlined inline link, the store's quiet call to action. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
  text-underline-offset: 3px;
  text-decoration-thickness: 1px;

  &:hover { text-decoration-thickness: 2px; }
`;
