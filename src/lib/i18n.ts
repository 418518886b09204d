import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@shared/constants';
import type { MemberLabelTexts } from '@shared/contracts/member-labels';
import { setDisplayPreferences } from '@/lib/display-preferences';
import idCommon from '@/locales/id/common.json';
import idHealth from '@/locales/id/health.json';
import type idAuth from '@/locales/id/auth.json';
import type idContent from '@/locales/id/content.json';
import type idDashboard from '@/locales/id/dashboard.json';
import type idErrors from '@shared/locales/id/errors.json';
import type idDues from '@/locales/id/dues.json';
import type idLanding from '@/locales/id/landing.json';
import type idMemberCard from '@/locales/id/memberCard.json';
import type idMembers from '@/locales/id/members.json';
import type idMessages from '@/locales/id/messages.json';
import type idOrganizations from '@/locales/id/organizations.json';
import type idTransfers from '@/locales/id/transfers.json';
import type idNotifications from '@/locales/id/notifications.json';
import type idPayments from '@/locales/id/payments.json';
import type idProfile from '@/locales/id/profile.json';
import type idReports from '@/locales/id/reports.json';
import type idRoles from '@/locales/id/roles.json';
import type idRoutes from '@/locales/id/routes.json';
import type idSettings from '@/locales/id/settings.json';
import type idValidation from '@shared/locales/id/validation.json';
import type idNotices from '@shared/locales/id/notices.json';

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

type LocaleFile = () => Promise<{ default: ResourceKey }>;

/** A namespace's texts with the membership status and type labels of the shared contract beside them. */
function withMemberLabels(file: Promise<{ default: ResourceKey }>, language: Language): ReturnType<LocaleFile> {
  return Promise.all([file, import('@shared/contracts/member-labels')]).then(([texts, { memberLabels }]) => ({
    default: { ...(texts.default as object), ...memberLabels[language] },
  }));
}

/**
 * Where the texts of each namespace live, one line per namespace. Every file is its own chunk,
 * fetched the first time the current language needs the namespace: `useTranslation(ns)` suspends
 * until then, `loadNamespaces(ns)` starts it earlier. Only the default language's texts of the
 * page frame (header, footer, health banner) ship with the first page; see `initialResources`.
 */
const localeFiles = {
  // The default language's frame texts are in the entry chunk already (initialResources).
  common: { id: () => Promise.resolve({ default: idCommon }), en: () => import('@/locales/en/common.json') },
  health: { id: () => Promise.resolve({ default: idHealth }), en: () => import('@/locales/en/health.json') },
  auth: { id: () => import('@/locales/id/auth.json'), en: () => import('@/locales/en/auth.json') },
  landing: { id: () => import('@/locales/id/landing.json'), en: () => import('@/locales/en/landing.json') },
  routes: { id: () => import('@/locales/id/routes.json'), en: () => import('@/locales/en/routes.json') },
  content: { id: () => import('@/locales/id/content.json'), en: () => import('@/locales/en/content.json') },
  // Payments are shown to signed-in members and officers and on the public /payment/{id} page.
  payments: { id: () => import('@/locales/id/payments.json'), en: () => import('@/locales/en/payments.json') },
  // The member card on the profile and its public verification page (/kta/{token}).
  memberCard: { id: () => import('@/locales/id/memberCard.json'), en: () => import('@/locales/en/memberCard.json') },
  // The transfer screens (requests, approval desk, history), loaded by their pages.
  transfers: { id: () => import('@/locales/id/transfers.json'), en: () => import('@/locales/en/transfers.json') },
  // The officers' sent messages (/dashboard/messages).
  messages: { id: () => import('@/locales/id/messages.json'), en: () => import('@/locales/en/messages.json') },
  // The signed-in shell (loaded with its code: src/app/routes.tsx) and the signed-in pages.
  dashboard: { id: () => import('@/locales/id/dashboard.json'), en: () => import('@/locales/en/dashboard.json') },
  notifications: {
    id: () => import('@/locales/id/notifications.json'),
    en: () => import('@/locales/en/notifications.json'),
  },
  members: {
    id: () => withMemberLabels(import('@/locales/id/members.json'), 'id'),
    en: () => withMemberLabels(import('@/locales/en/members.json'), 'en'),
  },
  dues: { id: () => import('@/locales/id/dues.json'), en: () => import('@/locales/en/dues.json') },
  profile: {
    id: () => withMemberLabels(import('@/locales/id/profile.json'), 'id'),
    en: () => withMemberLabels(import('@/locales/en/profile.json'), 'en'),
  },
  settings: { id: () => import('@/locales/id/settings.json'), en: () => import('@/locales/en/settings.json') },
  // The officers' reports (/dashboard/reports/*).
  reports: { id: () => import('@/locales/id/reports.json'), en: () => import('@/locales/en/reports.json') },
  // The chapters' screens (/organizations, /organization-profile, /organization-structure).
  organizations: {
    id: () => import('@/locales/id/organizations.json'),
    en: () => import('@/locales/en/organizations.json'),
  },
  // Role management and a chapter's officers (issue 28 §1).
  roles: { id: () => import('@/locales/id/roles.json'), en: () => import('@/locales/en/roles.json') },
  // API error codes and the contracts' validation messages, loaded after the first page (preloadServerTexts).
  errors: { id: () => import('@shared/locales/id/errors.json'), en: () => import('@shared/locales/en/errors.json') },
  validation: {
    id: () => import('@shared/locales/id/validation.json'),
    en: () => import('@shared/locales/en/validation.json'),
  },
  // What the API says on a success (`notices:…`), beside its Indonesian sentence.
  notices: { id: () => import('@shared/locales/id/notices.json'), en: () => import('@shared/locales/en/notices.json') },
} satisfies Record<string, Record<Language, LocaleFile>>;

export type LazyNamespace = keyof typeof localeFiles;
export const lazyNamespaces = Object.keys(localeFiles) as LazyNamespace[];

/** The frame's texts in the default language, in the entry chunk: most visitors render without waiting. */
const initialResources = { [DEFAULT_LANGUAGE]: { common: idCommon, health: idHealth } };

interface Resources {
  common: typeof idCommon;
  health: typeof idHealth;
  auth: typeof idAuth;
  landing: typeof idLanding;
  routes: typeof idRoutes;
  content: typeof idContent;
  payments: typeof idPayments;
  memberCard: typeof idMemberCard;
  transfers: typeof idTransfers;
  messages: typeof idMessages;
  dashboard: typeof idDashboard;
  notifications: typeof idNotifications;
  /** `status` and `type` come from the shared member labels (`withMemberLabels`). */
  members: typeof idMembers & MemberLabelTexts;
  dues: typeof idDues;
  /** Also the shared member labels (`status`, `type`), as in `members`. */
  profile: typeof idProfile & MemberLabelTexts;
  settings: typeof idSettings;
  reports: typeof idReports;
  organizations: typeof idOrganizations;
  roles: typeof idRoles;
  errors: typeof idErrors;
  validation: typeof idValidation;
  notices: typeof idNotices;
}

/** The shape of every namespace, for typed `t()` keys (`i18next.d.ts`); the texts load as above. */
export declare const resources: Record<Language, Resources>;

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

const localeFileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = (localeFiles as Record<string, Partial<Record<string, LocaleFile>>>)[namespace]?.[language];
    if (!load) {
      callback(new Error(`Tidak ada teks untuk ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Resolves once the current language's frame texts are there (at once for the default language). */
export const i18nReady: Promise<unknown> = i18n
  .use(localeFileBackend)
  .use(initReactI18next)
  .init({
    resources: initialResources,
    partialBundledLanguages: true,
    lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common', 'health'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/**
 * The texts of server errors and of the contracts' validation messages: every screen may need them
 * once something fails, never for its first paint. Loaded once the frame's texts are there; a
 * language change then loads them too (i18next keeps every loaded namespace per language).
 */
export function preloadServerTexts(): Promise<void> {
  return i18n.loadNamespaces(['errors', 'validation', 'notices']);
}

/** Starts loading namespaces of the current language (e.g. the first page's, next to its code). */
export function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  setDisplayPreferences({ locale: language === 'en' ? 'en-GB' : 'id-ID' });
}

applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  if (isLanguage(language)) storeLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
