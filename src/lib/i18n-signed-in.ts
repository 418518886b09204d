import { memberLabels } from '@shared/contracts/member-labels';
import type { signedInNamespaces } from '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import enDashboard from '@/locales/en/dashboard.json';
import enDues from '@/locales/en/dues.json';
import enMembers from '@/locales/en/members.json';
import enNotifications from '@/locales/en/notifications.json';
import enProfile from '@/locales/en/profile.json';
import enSettings from '@/locales/en/settings.json';
import idDashboard from '@/locales/id/dashboard.json';
import idDues from '@/locales/id/dues.json';
import idMembers from '@/locales/id/members.json';
import idNotifications from '@/locales/id/notifications.json';
import idProfile from '@/locales/id/profile.json';
import idSettings from '@/locales/id/settings.json';

/**
 * Texts of the signed-in screens (dashboard shell, notifications, members, dues, profile, settings). Imported by the
 * signed-in layout, which loads on demand, so these texts stay out of the landing page's bundle.
 * The membership status and type labels come from the contract the member export writes with.
 */
const bundles = {
  id: {
    dashboard: idDashboard,
    notifications: idNotifications,
    members: { ...idMembers, ...memberLabels.id },
    dues: idDues,
    profile: { ...idProfile, ...memberLabels.id },
    settings: idSettings,
  },
  en: {
    dashboard: enDashboard,
    notifications: enNotifications,
    members: { ...enMembers, ...memberLabels.en },
    dues: enDues,
    profile: { ...enProfile, ...memberLabels.en },
    settings: enSettings,
  },
} satisfies Record<string, Record<(typeof signedInNamespaces)[number], unknown>>;

for (const [language, namespaces] of Object.entries(bundles)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts);
  }
}
