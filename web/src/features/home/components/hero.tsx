import { Link } from "react-router";
import styled from "styled-components";
import { caps, display } from "../../../styles/typography";

const StyledHero = styled.section`
  position: relative;
  display: grid;
  min-height: clamp(520px, 78vh, 760px);
  overflow: hidden;
  background:
    radial-gradient(ellipse 60% 40% at 80% 100%, ${({ theme }) => theme.art.sand} 0 99%, transparent 100%),
    linear-gradient(115deg, ${({ theme }) => theme.art.linen} 0 48%, ${({ theme }) => theme.art.sand} 100%);
  color: ${({ theme }) => theme.art.espresso};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    min-height: clamp(520px, 72vh, 720px);
  }
`;

const StyledScene = styled.div`
  position: relative;
  min-height: 320px;
  order: -1;

  ${({ theme }) => theme.media.md} { order: 0; }
`;

const StyledArch = styled.div`
  position: absolute;
  left: 14%;
  right: 10%;
  top: 12%;
  bottom: 0;
  border-radius: 999px 999px 0 0;
  background: linear-gradient(180deg, ${({ theme }) => theme.art.clay}, ${({ theme }) => theme.art.terracotta});
`;

const StyledSun = styled.div`
  position: absolute;
  width: clamp(80px, 14vw, 150px);
  aspect-ratio: 1;
  right: 8%;
  top: 6%;
  border-radius: 50%;
  background: radial-gradient(circle at 35% 35%, ${({ theme }) => theme.art.cream}, ${({ theme }) => theme.art.butter});
  box-shadow: 0 0 0 14px ${({ theme }) => theme.art.butter}33;
`;

const StyledCoat = styled.div`
  position: absolute;
  left: 20%;
  width: 42%;
  top: 22%;
  bottom: 0;
  background:
    linear-gradient(90deg, transparent 0 49.5%, ${({ theme }) => theme.art.ink} 49.5% 50.5%, transparent 50.5%),
    linear-gradient(170deg, ${({ theme }) => theme.art.navy}, ${({ theme }) => theme.art.ink});
  clip-path: polygon(32% 4%, 50% 20%, 68% 4%, 86% 10%, 98% 70%, 86% 72%, 80% 34%, 82% 100%, 18% 100%, 20% 34%, 14% 72%, 2% 70%, 14% 10%);
`;

const StyledDress = styled.div`
  position: absolute;
  left: 50%;
  width: 34%;
  top: 30%;
  bottom: 0;
  background: linear-gradient(165deg, ${({ theme }) => theme.art.cream}, ${({ theme }) => theme.art.oat});
  clip-path: polygon(38% 4%, 45% 4%, 50% 12%, 55% 4%, 62% 4%, 66% 30%, 58% 42%, 92% 100%, 8% 100%, 42% 42%, 34% 30%);
`;

const StyledStripe = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 10%;
  background: ${({ theme }) => theme.art.espresso};
  opacity: 0.12;
`;

const StyledCopy = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.md} {
    padding-right: ${({ theme }) => theme.space.lg};
  }
`;

const StyledEyebrow = styled.p`
  ${caps(12, 0.22)}
`;

const StyledHeading = styled.h1`
  ${display("clamp(44px, 7vw, 96px)", 0.98)}
  letter-spacing: -0.01em;
`;

/** The heading is the link; its ::after stretches over the whole banner. */
const StyledHeroLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
  }

  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.art.espresso}; outline-offset: -6px; }
`;

const StyledLede = styled.p`
  max-width: 34ch;
  font-size: 16px;
  line-height: 1.6;
`;

const StyledCta = styled.span`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.art.espresso};
  color: ${({ theme }) => theme.art.cream};
  ${caps(13, 0.14)}
  transition: opacity ${({ theme }) => theme.motion.fast};

  ${StyledHero}:hover & { opacity: 0.88; }
`;

export function Hero() {
  return (
    <StyledHero data-testid="hero" aria-labelledby="hero-title">
      <StyledCopy>
        <StyledEyebrow>New season</StyledEyebrow>
        <StyledHeading id="hero-title">
          <StyledHeroLink to="/product" data-testid="hero-link">
            Explore our arrivals
          </StyledHeroLink>
        </StyledHeading>
        <StyledLede>Easy tailoring, soft knits and light layers for the days ahead.</StyledLede>
        <StyledCta aria-hidden="true">Shop now</StyledCta>
      </StyledCopy>
      <StyledScene aria-hidden="true">
        <StyledArch />
        <StyledSun />
        <StyledCoat />
        <StyledDress />
        <StyledStripe />
      </StyledScene>
    </StyledHero>
  );
}
