import styled from "styled-components";
import { MoonIcon, SunIcon } from "../../../components/ui/icons";
import { useThemeMode } from "../../../lib/theme-mode";

export const StyledIconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }
`;

/** Moon on the light page (it makes the page dark), sun on the dark page. */
export function ThemeToggle() {
  const { isLight, toggle } = useThemeMode();
  return (
    <StyledIconButton
      type="button"
      onClick={toggle}
      aria-label={isLight ? "Switch to dark mode" : "Switch to light mode"}
      title={isLight ? "Dark mode" : "Light mode"}
      data-testid="theme-toggle"
      data-mode={isLight ? "light" : "dark"}
    >
      {isLight ? <MoonIcon data-testid="moon-icon" /> : <SunIcon data-testid="sun-icon" />}
    </StyledIconButton>
  );
}
