import { IconButton } from "../../../components/ui/icon-button";
import { MoonIcon, SunIcon } from "../../../components/ui/icons";
import { useThemeMode } from "../../../lib/theme-mode";

/** Moon on the light page (it makes the page dark), sun on the dark page. */
export function ThemeToggle() {
  const { isLight, toggle } = useThemeMode();
  return (
    <IconButton
      type="button"
      onClick={toggle}
      aria-label={isLight ? "Switch to dark mode" : "Switch to light mode"}
      title={isLight ? "Dark mode" : "Light mode"}
      data-testid="theme-toggle"
      data-mode={isLight ? "light" : "dark"}
    >
      {isLight ? <MoonIcon data-testid="moon-icon" /> : <SunIcon data-testid="sun-icon" />}
    </IconButton>
  );
}
