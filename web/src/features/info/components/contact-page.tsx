import type { ReactNode, SVGProps } from "react";
import styled from "styled-components";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { DocumentTitle } from "../../../components/ui/document-title";
import { TextLink } from "../../../components/ui/text-link";
import { InfoEyebrow, InfoHeader, InfoLede, InfoTitle } from "./info-layout";
import { EditorialPage } from "../../../components/ui/page";
import { caps, display, stack } from "../../../styles/typography";

/** Customer service: toll-free in India, answered by people from 8.00 to 22.00 every day. */
const CUSTOMER_SERVICE = {
  phone: "1800 123 4567",
  phoneHref: "tel:+9118001234567",
  email: "customerservice@atelier.example",
  hours: "8.00-22.00",
} as const;

function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const PhoneIcon = () => (
  <Icon>
    <path d="M5 3.5h3.2l1.6 4.3-2.2 1.4a11 11 0 0 0 5.2 5.2l1.4-2.2 4.3 1.6V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2Z" />
  </Icon>
);

const ChatIcon = () => (
  <Icon>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);

const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="1.5" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </Icon>
);

const AssistantIcon = () => (
  <Icon>
    <rect x="5" y="8" width="14" height="11" rx="3" />
    <path d="M12 4.5V8M9.5 13h.01M14.5 13h.01M9.5 16h5" />
    <circle cx="12" cy="4" r="1" />
  </Icon>
);

const StyledChannels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const StyledChannel = styled.li`
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} { padding: ${({ theme }) => theme.space.xl}; }

  h2 {
    ${caps(13, 0.16)}
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    line-height: 1.6;
  }
`;

const StyledBig = styled.a`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(26px, 2.8vw, 36px);
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover { text-decoration: underline; text-underline-offset: 4px; text-decoration-thickness: 1px; }
`;

const StyledBigText = styled.p`
  && {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(26px, 2.8vw, 36px);
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** An address is long: the same face, a size smaller, so it keeps to one line where it can. */
const StyledMail = styled(StyledBig)`
  font-size: clamp(20px, 1.9vw, 26px);
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const StyledBlockHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${display("clamp(28px, 3vw, 40px)")}
`;

const StyledHours = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;

  th,
  td {
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: 400;
  }

  tr:last-child th,
  tr:last-child td { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }

  th { font-weight: 600; }
  td { color: ${({ theme }) => theme.colors.textMuted}; }
  td:last-child { text-align: right; color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

const StyledAssistant = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.art.sky};
  color: ${({ theme }) => theme.art.ink};

  ${({ theme }) => theme.media.lg} { padding: ${({ theme }) => theme.space.xl}; }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    ${caps(13, 0.16)}
  }

  svg { flex: none; }
  p { font-size: 15px; line-height: 1.65; }
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const StyledHelp = styled.section`
  h2 { color: ${({ theme }) => theme.colors.text}; }

  ${stack("sm")}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  line-height: 1.65;
`;

interface ChannelProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function Channel({ icon, title, children }: ChannelProps) {
  return (
    <StyledChannel>
      {icon}
      <h2>{title}</h2>
      {children}
    </StyledChannel>
  );
}

export function ContactPage() {
  const { phone, phoneHref, email, hours } = CUSTOMER_SERVICE;
  return (
    <EditorialPage data-testid="contact-page">
      <DocumentTitle title="Contact us" />
      <InfoHeader>
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Customer service" }]} />
        <InfoEyebrow>Customer service</InfoEyebrow>
        <InfoTitle>How can we help?</InfoTitle>
        <InfoLede>Questions about an order, delivery, sizes or your account? Our customer service team is here for you every day.</InfoLede>
      </InfoHeader>

      <StyledChannels>
        <Channel icon={<PhoneIcon />} title="Call us">
          <StyledBig href={phoneHref} data-testid="contact-phone">
            {phone}
          </StyledBig>
          <p>Toll-free from anywhere in India. Every day, {hours}.</p>
        </Channel>
        <Channel icon={<ChatIcon />} title="Chat with us">
          <StyledBigText>{hours}</StyledBigText>
          <p>Chat with a customer service adviser every day, at the same hours as our phone line.</p>
        </Channel>
        <Channel icon={<MailIcon />} title="E-mail us">
          <StyledMail href={`mailto:${email}`} data-testid="contact-email">
            {email}
          </StyledMail>
          <p>Write to customer service at any time and we will get back to you as soon as we can.</p>
        </Channel>
      </StyledChannels>

      <StyledColumns>
        <section aria-labelledby="hours-heading" data-testid="contact-hours">
          <StyledBlockHeading id="hours-heading">Opening hours</StyledBlockHeading>
          <StyledHours>
            <tbody>
              <tr>
                <th scope="row">Phone</th>
                <td>Every day</td>
                <td>{hours}</td>
              </tr>
              <tr>
                <th scope="row">Chat</th>
                <td>Every day</td>
                <td>{hours}</td>
              </tr>
            </tbody>
          </StyledHours>
        </section>

        <StyledAssistant aria-labelledby="assistant-heading" data-testid="contact-assistant">
          <AssistantIcon />
          <div>
            <h2 id="assistant-heading">Our virtual assistant</h2>
            <p>
              Outside opening hours, our virtual assistant is there for you around the clock. It answers the most common questions about orders, delivery, payment and
              your account straight away.
            </p>
            <p>When it can&rsquo;t help, it passes your question on to a customer service adviser, who picks it up as soon as we open.</p>
          </div>
        </StyledAssistant>
      </StyledColumns>

      <StyledHelp aria-labelledby="help-heading">
        <StyledBlockHeading id="help-heading">Before you get in touch</StyledBlockHeading>
        <p>
          Delivery is free on every order and takes 2-7 days. You can follow and manage your orders and your details in <TextLink to="/user/profile">your account</TextLink>.
        </p>
      </StyledHelp>
    </EditorialPage>
  );
}
