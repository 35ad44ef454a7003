import { Fragment } from "react";
import { Link } from "react-router";
import styled from "styled-components";

const StyledNav = styled.nav`
  font-size: 12px;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: inherit;
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; }
  }

  [aria-current="page"] { color: ${({ theme }) => theme.colors.text}; }
`;

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, the last item. */
  to?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  return (
    <StyledNav aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && <li aria-hidden="true">/</li>}
            <li>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </StyledNav>
  );
}
