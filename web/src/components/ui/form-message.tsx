import styled from "styled-components";
import { messageTone, type MessageTone } from "../../lib/message-tone";

const StyledMessage = styled.p<{ $tone: MessageTone }>`
  font-size: 14px;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export interface FormMessageProps {
  text?: string;
}

/** A form's own message, coloured by the store's rule (red when it says "wrong"). */
export function FormMessage({ text }: FormMessageProps) {
  if (!text) return null;
  const tone = messageTone(text);
  return (
    <StyledMessage role={tone === "danger" ? "alert" : "status"} $tone={tone} data-testid="form-message">
      {text}
    </StyledMessage>
  );
}
