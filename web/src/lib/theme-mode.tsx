import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { DarkGlobalStyle } from "../styles/global-style";
import { darkTheme, lightTheme } from "../styles/theme";
import { useStoredThemeAllowed } from "./hydrated";
import { readIsLight, THEME_STORAGE_KEY as STORAGE_KEY } from "./theme-choice";

interface ThemeModeValue {
  isLight: boolean;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
}

/** This tab's choice when storage cannot keep it (private mode, a full quota). */
let unstored: boolean | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const currentIsLight = () => unstored ?? readIsLight();
// The server cannot know a visitor's choice: it draws the light page, and hydration starts from it
// too (no mismatch) before the stored choice applies.
const serverIsLight = () => true;

/** Light or dark page, remembered in localStorage and shared across open tabs. */
export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const storedIsLight = useSyncExternalStore(subscribe, currentIsLight, serverIsLight);
  const isLight = useStoredThemeAllowed() ? storedIsLight : true;

  const toggle = useCallback(() => {
    const next = !currentIsLight();
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      unstored = undefined;
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
      unstored = next;
    }
    listeners.forEach((listener) => listener());
  }, []);

  const value = useMemo(() => ({ isLight, toggle }), [isLight, toggle]);
  const theme = isLight ? lightTheme : darkTheme;

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        {isLight ? null : <DarkGlobalStyle />}
        <meta name="theme-color" content={theme.colors.background} />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = use(ThemeModeContext);
  if (!value) throw new Error("useThemeMode must be used inside ThemeModeProvider");
  return value;
}
