import { IconButton } from '@chakra-ui/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/components/ui/icons';

export type ColorMode = 'light' | 'dark';
export type ColorModePreference = ColorMode | 'system';

/** Also read by the inline script in index.html, which applies the class before first paint. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
const DEFAULT_PREFERENCE: ColorModePreference = 'light';

function isPreference(value: unknown): value is ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readPreference(): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : DEFAULT_PREFERENCE;
  } catch {
    return DEFAULT_PREFERENCE;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

interface ColorModeContextValue {
  colorMode: ColorMode;
  preference: ColorModePreference;
  setPreference: (preference: ColorModePreference) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ColorModePreference>(readPreference);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (preference !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const colorMode: ColorMode = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', colorMode === 'dark');
    root.classList.toggle('light', colorMode === 'light');
    root.style.colorScheme = colorMode;
  }, [colorMode]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setPreferenceState(next);
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Not persisted; the choice still applies for this visit.
    }
  }, []);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      colorMode,
      preference,
      setPreference,
      toggleColorMode: () => setPreference(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [colorMode, preference, setPreference],
  );

  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

export function useColorMode(): ColorModeContextValue {
  const context = use(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return context;
}

export function ColorModeButton() {
  const { t } = useTranslation();
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? t('colorMode.toLight') : t('colorMode.toDark');
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
