import type { ReactNode } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { DocumentTitle } from "../../../components/ui/document-title";
import { ArrowRightIcon } from "../../../components/ui/icons";
import { Page } from "../../../components/ui/page";
import { caps, display, stack } from "../../../styles/typography";

const StyledPanel = styled.section`
  max-width: 720px;
  margin: 0 auto;
  ${stack("xl")}
  padding-top: ${({ theme }) => theme.space.lg};
`;

const StyledHeader = styled.header`
  ${stack("xs")}
`;

const StyledEyebrow = styled.p`
  ${caps(12, 0.18)}
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledTitle = styled.h1`
  ${display("clamp(30px, 5vw, 44px)")}
`;

const StyledGreeting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 56px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 14px;
    text-decoration: none;

    &:hover { text-decoration: underline; text-underline-offset: 3px; }
    &:focus-visible { outline-offset: -2px; }
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface AccountPanelProps {
  eyebrow: string;
  title: string;
  greeting?: ReactNode;
  details: ReadonlyArray<{ label: string; value: string }>;
  onSignOut: () => void;
  signingOut: boolean;
  /** Where the account leads: orders, editing the profile, help. */
  links?: ReadonlyArray<{ to: string; label: string; testId?: string }>;
  /** More actions beside "Sign out" (e.g. deleting the account). */
  actions?: ReactNode;
}

/** An account's page: who is signed in, their details, and the way out. */
export function AccountPanel({ eyebrow, title, greeting, details, onSignOut, signingOut, links, actions }: AccountPanelProps) {
  return (
    <Page>
      <DocumentTitle title={title} />
      <StyledPanel aria-labelledby="account-title" data-testid="account-panel">
        <StyledHeader>
          <StyledEyebrow>{eyebrow}</StyledEyebrow>
          <StyledTitle id="account-title">{title}</StyledTitle>
          {greeting && <StyledGreeting>{greeting}</StyledGreeting>}
        </StyledHeader>
        <DetailList items={details} />
        {links && links.length > 0 && (
          <StyledLinks aria-label={`${title} links`}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} data-testid={link.testId}>
                    {link.label}
                    <ArrowRightIcon size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </StyledLinks>
        )}
        <StyledActions>
          <Button variant="secondary" onClick={onSignOut} loading={signingOut} data-testid="sign-out">
            Sign out
          </Button>
          {actions}
        </StyledActions>
      </StyledPanel>
    </Page>
  );
}
