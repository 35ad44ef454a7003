import { HeaderFrame } from "./header-frame";
import { ThemeToggle } from "./theme-toggle";

/** Logo and toggle only: shown for the moment a workspace layout is still asking who you are. */
export function PlainHeader() {
  return <HeaderFrame testId="plain-header" logoTo="/" navLabel="Site" nav={[]} actions={<ThemeToggle />} />;
}
