import { Fragment } from "react";
import styled from "styled-components";
import { caps } from "../../styles/typography";

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt, dd {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    line-height: 24px;
  }

  dt {
    padding-right: ${({ theme }) => theme.space.lg};
    ${caps(12)}
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd { overflow-wrap: anywhere; }
`;

export interface DetailListProps {
  items: ReadonlyArray<{ label: string; value: string }>;
}

/** Label and value pairs, as an account page shows them. */
export function DetailList({ items }: DetailListProps) {
  return (
    <StyledList>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd data-testid={`detail-${label.toLowerCase().replace(/\s+/g, "-")}`}>{value}</dd>
        </Fragment>
      ))}
    </StyledList>
  );
}
