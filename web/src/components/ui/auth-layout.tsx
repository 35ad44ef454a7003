import type { ReactNode } from "react";
import styled from "styled-components";
import { DocumentTitle } from "./document-title";

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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledEyebrow = styled.p`
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(30px, 5vw, 40px);
  font-weight: 400;
  line-height: 1.1;
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledFormLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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
