import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../styles/global-style";
import { darkTheme, lightTheme } from "../styles/theme";

/**
 * Kept under the original's key and meaning: `darkMode: true` is the LIGHT page, and nothing
 * stored means true. Only the storage format is inverted; names in code say what they mean.
 */
const STORAGE_KEY = "darkMode";

function readIsLight(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "false";
  } catch {
    return true;
  }
}

interface ThemeModeValue {
  isLight: boolean;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
}

/** Light or dark page, remembered in localStorage and shared across open tabs. */
export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const [isLight, setIsLight] = useState(readIsLight);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) setIsLight(readIsLight());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const toggle = useCallback(() => {
    setIsLight((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the choice lasts for this page only.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ isLight, toggle }), [isLight, toggle]);
  const theme = isLight ? lightTheme : darkTheme;

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
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
