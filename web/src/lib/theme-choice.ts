/**
 * Kept under the original's key and meaning: `darkMode: true` is the LIGHT page, and nothing
 * stored means true. Only the storage format is inverted; names in code say what they mean.
 * Apart from lib/theme-mode.tsx so that the first script (main.tsx) can read it without React.
 */
export const THEME_STORAGE_KEY = "darkMode";

/** The visitor's stored choice: light unless they chose dark (or storage cannot be read). */
export function readIsLight(): boolean {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) !== "false";
  } catch {
    return true;
  }
}
