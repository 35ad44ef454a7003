import styled from "styled-components";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { DocumentTitle } from "../../../components/ui/document-title";
import { BRAND } from "../../../lib/brand";
import { useStoreFigures } from "../api/store-figures-query";
import { DrawnPicture } from "../../../components/ui/drawn-picture";
import { infoPicture } from "../picture-urls";
import { InfoEyebrow, InfoHeader, InfoLede, InfoTitle } from "./info-layout";
import { DisplayHeading, EditorialPage } from "../../../components/ui/page";
import { caps, stack } from "../../../styles/typography";

const FACTS = [
  { term: "What we sell", text: "Clothing and accessories for ladies, men, kids and baby, from wardrobe essentials to the season's trends." },
  { term: "Who sells it", text: "A marketplace of independent sellers, each running their own store on ATELIER." },
  { term: "Delivery", text: "Free on every order, with a delivery time of 2-7 days." },
  { term: "Payment", text: "Secure card payments through a hosted checkout, in rupees." },
  { term: "Customer service", text: "By phone and chat, 8.00-22.00 every day." },
  { term: "The project", text: "ATELIER is a student demo project built for learning. It is not affiliated with any brand, and no real customer data is collected." },
] as const;

const PRINCIPLES = [
  { title: "Made to be worn", text: "We choose every piece for how it fits, how it feels and how long it lasts, not only for how it looks on the hanger." },
  { title: "Fashion for everyone", text: "From first baby sizes to 14+ and from XS to XXL: something for every body, every style and every budget." },
  { title: "Simple from click to door", text: "Clear prices, free delivery and real people to talk to every day of the week." },
] as const;

const StyledArt = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;

  ${({ theme }) => theme.media.sm} { aspect-ratio: 16 / 7; }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.xl};
  margin: 0;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }

  div {
    ${stack("xxs")}
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    ${caps(12, 0.16)}
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    line-height: 1.6;
  }
`;

const StyledWay = styled.div`
  ${stack("lg")}
`;

const StyledWayIntro = styled.p`
  max-width: 62ch;
  font-size: 17px;
  line-height: 1.7;
`;

const StyledPrinciples = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }

  li {
    ${stack("xs")}
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }

  h3 {
    ${caps(14)}
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    line-height: 1.65;
  }
`;

/** The figures band: the art palette, so it reads the same on a light and a dark page. */
const StyledStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};
  list-style: none;
  grid-column: 1 / -1;
  background: ${({ theme }) => theme.art.espresso};
  color: ${({ theme }) => theme.art.cream};
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space.xxl} clamp(32px, 5vw, 72px);
  }

  li {
    ${stack("xs")}
  }

  li + li {
    ${({ theme }) => theme.media.md} {
      padding-left: ${({ theme }) => theme.space.lg};
      border-left: 1px solid ${({ theme }) => theme.art.stone};
    }
  }
`;

const StyledFigure = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(40px, 4.6vw, 64px);
  line-height: 1;
  font-variant-numeric: lining-nums;
`;

const StyledFigureLabel = styled.span`
  font-size: 13px;
  line-height: 1.45;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.art.oat};
`;

export function AboutPage() {
  const figures = useStoreFigures();
  const stats = [
    { figure: figures ? String(figures.products) : "…", label: "styles in the collection", live: true },
    { figure: figures ? String(figures.categories) : "…", label: "categories to explore", live: true },
    { figure: "FREE", label: "delivery on every order", live: false },
    { figure: "2-7", label: "days from our sellers to your door", live: false },
    { figure: "14 h", label: "of customer service, every day", live: false },
  ];

  return (
    <EditorialPage data-testid="about-page">
      <DocumentTitle title="About us" />
      <InfoHeader>
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "About us" }]} />
        <InfoEyebrow>About us</InfoEyebrow>
        <InfoTitle>About {BRAND}</InfoTitle>
        <InfoLede>
          {BRAND} is an online fashion store for ladies, men, kids and baby: new-season trends, wardrobe essentials and accessories from independent sellers, delivered
          free to your door.
        </InfoLede>
      </InfoHeader>

      <StyledArt>
        <DrawnPicture src={infoPicture("about")} />
      </StyledArt>

      <StyledSection aria-labelledby="facts-heading">
        <DisplayHeading id="facts-heading">Company facts</DisplayHeading>
        <StyledFacts data-testid="about-facts">
          {FACTS.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </StyledFacts>
      </StyledSection>

      <StyledSection aria-labelledby="our-way-heading">
        <DisplayHeading id="our-way-heading">Our way</DisplayHeading>
        <StyledWay>
          <StyledWayIntro>
            Good clothes should be easy to find, easy to buy and easy to live in. That is the idea behind everything we do, from the pieces we choose to the way we
            bring them to you.
          </StyledWayIntro>
          <StyledPrinciples>
            {PRINCIPLES.map((principle) => (
              <li key={principle.title}>
                <h3>{principle.title}</h3>
                <p>{principle.text}</p>
              </li>
            ))}
          </StyledPrinciples>
        </StyledWay>
        <StyledStats data-testid="about-stats" aria-label="The store in figures">
          {stats.map((stat) => (
            <li key={stat.label} aria-busy={stat.live && !figures ? true : undefined}>
              <StyledFigure>{stat.figure}</StyledFigure>
              <StyledFigureLabel>{stat.label}</StyledFigureLabel>
            </li>
          ))}
        </StyledStats>
      </StyledSection>

    </EditorialPage>
  );
}
