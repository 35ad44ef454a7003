import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useHydrated } from "../../lib/hydrated";
import { ChevronDownIcon } from "./icons";
import { caps } from "../../styles/typography";

const StyledSection = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 56px;
  padding: 0;
  border: 0;
  background: none;
  ${caps(13, 0.14)}
  text-align: left;
  cursor: pointer;

  svg { transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing}; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
  &:focus-visible { outline-offset: -2px; }
`;

/** Rows from 0fr to 1fr: the panel slides to its own height, whatever it holds. */
const StyledPanel = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? "1fr" : "0fr")};
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
  transition: grid-template-rows ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    visibility ${({ theme }) => theme.motion.base};

  > div { overflow: hidden; min-height: 0; }
`;

const StyledBody = styled.div`
  padding-bottom: ${({ theme }) => theme.space.lg};
  font-size: 14px;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.text};
`;

export interface CollapsibleProps {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  testId?: string;
}

/** A titled section that opens and closes on click, sliding over 300 ms. */
export function Collapsible({ title, children, defaultOpen = false, testId }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  // Without JavaScript the sections show open (the server's page says so in a <noscript> style).
  const hydrated = useHydrated();
  return (
    <StyledSection data-testid={testId} data-open={open}>
      <StyledToggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} disabled={!hydrated}>
        {title}
        <ChevronDownIcon size={18} />
      </StyledToggle>
      <StyledPanel id={id} $open={open} role="region" aria-label={title}>
        <div>
          <StyledBody>{children}</StyledBody>
        </div>
      </StyledPanel>
    </StyledSection>
  );
}
