import type { ReactNode } from "react";
import styled from "styled-components";
import { DocumentTitle } from "./document-title";
import { caps, display, stack } from "../../styles/typography";

const StyledAuth = styled.main`
  flex: 1;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledPanel = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formWidth};
  ${stack("lg")}
`;

const StyledHeader = styled.header`
  ${stack("xs")}
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledEyebrow = styled.p`
  ${caps(12, 0.18)}
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledTitle = styled.h1`
  ${display("clamp(30px, 5vw, 40px)")}
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const StyledForm = styled.form`
  ${stack("md")}
`;

export const StyledFormLinks = styled.div`
  ${stack("sm")}
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthLayoutProps {
  /** Whose door this is: "Members", "Sellers", "Admin". */
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The narrow, centred column of the sign-in and sign-up pages. */
export function AuthLayout({ eyebrow, title, intro, children }: AuthLayoutProps) {
  return (
    <StyledAuth>
      <DocumentTitle title={title} />
      <StyledPanel aria-labelledby="auth-title">
        <StyledHeader>
          <StyledEyebrow>{eyebrow}</StyledEyebrow>
          <StyledTitle id="auth-title">{title}</StyledTitle>
          {intro && <StyledIntro>{intro}</StyledIntro>}
        </StyledHeader>
        {children}
      </StyledPanel>
    </StyledAuth>
  );
}
