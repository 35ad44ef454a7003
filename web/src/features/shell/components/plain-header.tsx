import { HeaderFrame } from "./header-frame";
import { ThemeToggle } from "./theme-toggle";

export interface PlainHeaderProps {
  /** `plain-header`, or `loading-header` while a workspace's layout itself is still loading. */
  testId?: "plain-header" | "loading-header";
}

/** Logo and toggle only: shown for the moment a workspace layout is still asking who you are, or loading. */
export function PlainHeader({ testId = "plain-header" }: PlainHeaderProps) {
  return <HeaderFrame testId={testId} logoTo="/" navLabel="Site" nav={[]} actions={<ThemeToggle />} />;
}
