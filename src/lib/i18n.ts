import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@shared/constants';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enHealth from '@/locales/en/health.json';
import enLanding from '@/locales/en/landing.json';
import enRoutes from '@/locales/en/routes.json';
import idAuth from '@/locales/id/auth.json';
import idCommon from '@/locales/id/common.json';
import idHealth from '@/locales/id/health.json';
import idLanding from '@/locales/id/landing.json';
import idRoutes from '@/locales/id/routes.json';
import type idDashboard from '@/locales/id/dashboard.json';
import type idMembers from '@/locales/id/members.json';
import type idNotifications from '@/locales/id/notifications.json';

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Texts every page may need; they ship with the first page. */
const initialResources = {
  id: { common: idCommon, auth: idAuth, health: idHealth, landing: idLanding, routes: idRoutes },
  en: { common: enCommon, auth: enAuth, health: enHealth, landing: enLanding, routes: enRoutes },
} as const;

/**
 * Namespaces of the signed-in screens. They are added by `@/lib/i18n-signed-in`, which only the
 * signed-in shell's chunk imports, so the public pages do not download them.
 */
export const signedInNamespaces = ['dashboard', 'notifications', 'members'] as const;
interface SignedInResources {
  dashboard: typeof idDashboard;
  notifications: typeof idNotifications;
  members: typeof idMembers;
}

/** The shape of every namespace (for typed `t()` keys); at start only `initialResources` are loaded. */
export const resources = initialResources as {
  id: (typeof initialResources)['id'] & SignedInResources;
  en: (typeof initialResources)['en'] & SignedInResources;
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// Storage can be unavailable (private browsing, blocked cookies); the app must still work.
function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: initialResources,
  lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common', 'auth', 'health', 'landing', 'routes'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  if (isLanguage(language)) storeLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
