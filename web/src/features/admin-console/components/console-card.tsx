import { Fragment, type ReactNode } from "react";
import styled from "styled-components";
import { stack } from "../../../styles/typography";

export const ConsoleCard = styled.article`
  ${stack("md")}
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

export const ConsoleCardTitle = styled.h2`
  font-size: 16px;
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: 14px;

  dt {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.14em;
    line-height: 20px;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd { margin: 0; line-height: 20px; overflow-wrap: anywhere; }
`;

export interface FactListProps {
  facts: ReadonlyArray<{ label: string; value: ReactNode; testId: string }>;
}

/** A card's label and value pairs, each value findable by its test id. */
export function FactList({ facts }: FactListProps) {
  return (
    <StyledFacts>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </Fragment>
      ))}
    </StyledFacts>
  );
}

export const ConsoleCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

/** Active / Deactive and the like: a small outlined label in the theme's tone. */
export const StatusBadge = styled.span<{ $tone: "success" | "danger" | "muted" }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.06em;
  line-height: 20px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === "muted" ? theme.colors.textMuted : theme.colors[$tone])};
`;
