/**
 * The dashboard sidebar (spec §2 "Dashboard shell") and which of it each role sees (spec §6
 * "Sidebar by role"). Pure data and functions, so the rules are tested without rendering.
 */

import type dashboardTexts from '@/locales/id/dashboard.json';

export type NavItemLabel = keyof (typeof dashboardTexts)['nav']['items'];

export type NavGroupId = 'dashboard' | 'membership' | 'transfers' | 'dues' | 'profile' | 'reports' | 'system';

export type NavBadge = 'pendingVerifications' | 'pendingTransferApprovals';

export interface NavItem {
  id: string;
  to: string;
  /** Key in the `dashboard` namespace, under `nav.items`. */
  labelKey: NavItemLabel;
  badge?: NavBadge;
  /** Match this path exactly (the overview), not as a prefix. */
  end?: boolean;
  /** Other paths of the item's page: its second name, the steps it leads to. */
  alsoOn?: readonly string[];
}

export interface NavGroup {
  id: NavGroupId;
  items: NavItem[];
}

export const sidebarGroups: readonly NavGroup[] = [
  {
    id: 'dashboard',
    items: [
      { id: 'overview', to: '/dashboard', labelKey: 'overview', end: true },
      { id: 'analytics', to: '/dashboard/analytics', labelKey: 'analytics' },
    ],
  },
  {
    id: 'membership',
    items: [
      { id: 'member-list', to: '/dashboard/members', labelKey: 'memberList', end: true },
      { id: 'member-registration', to: '/dashboard/members/registration', labelKey: 'memberRegistration' },
      {
        id: 'member-verification',
        to: '/dashboard/members/verification',
        labelKey: 'memberVerification',
        badge: 'pendingVerifications',
      },
      // The chapters (issue 28 §3): officers only (the member pages gate keeps members out).
      { id: 'organizations', to: '/organizations', labelKey: 'organizations' },
      { id: 'organization-profile', to: '/organization-profile', labelKey: 'organizationProfile' },
      { id: 'organization-structure', to: '/organization-structure', labelKey: 'organizationStructure' },
    ],
  },
  {
    id: 'transfers',
    items: [
      { id: 'transfer-requests', to: '/dashboard/mutations/requests', labelKey: 'transferRequests' },
      { id: 'transfer-history', to: '/dashboard/mutations/history', labelKey: 'transferHistory' },
      {
        id: 'transfer-approval',
        to: '/dashboard/mutations/approval',
        labelKey: 'transferApproval',
        badge: 'pendingTransferApprovals',
      },
    ],
  },
  {
    id: 'dues',
    items: [
      { id: 'dues-management', to: '/dashboard/dues/management', labelKey: 'duesManagement' },
      { id: 'dues-history', to: '/dashboard/dues/history', labelKey: 'duesHistory' },
      { id: 'dues-reminders', to: '/dashboard/dues/reminders', labelKey: 'duesReminders' },
      { id: 'dues-settings', to: '/dashboard/dues/settings', labelKey: 'duesSettings' },
      { id: 'sent-messages', to: '/dashboard/messages', labelKey: 'sentMessages' },
      {
        id: 'member-payments',
        to: '/member-payments',
        labelKey: 'memberPayments',
        alsoOn: ['/member-dues', '/payment-qris'],
      },
    ],
  },
  {
    id: 'profile',
    items: [
      { id: 'my-profile', to: '/dashboard/profile', labelKey: 'myProfile', end: true },
      { id: 'member-card', to: '/dashboard/profile/card', labelKey: 'memberCard' },
      { id: 'account-settings', to: '/dashboard/profile/settings', labelKey: 'accountSettings' },
    ],
  },
  {
    id: 'reports',
    items: [
      { id: 'membership-report', to: '/dashboard/reports/membership', labelKey: 'membershipReport' },
      { id: 'financial-report', to: '/dashboard/reports/financial', labelKey: 'financialReport' },
      { id: 'dues-split-report', to: '/dashboard/reports/dues-split', labelKey: 'duesSplitReport' },
    ],
  },
  {
    id: 'system',
    items: [
      { id: 'role-management', to: '/dashboard/role-management', labelKey: 'roleManagement' },
      { id: 'payments', to: '/dashboard/payments', labelKey: 'payments' },
      { id: 'audit-log', to: '/dashboard/audit-log', labelKey: 'auditLog' },
      { id: 'debug', to: '/debug', labelKey: 'debug' },
    ],
  },
];

/** `true`: every item of the group; a list: only those items. */
type Visibility = Partial<Record<NavGroupId, true | readonly string[]>>;

const allGroups: Visibility = {
  dashboard: true,
  membership: true,
  transfers: true,
  dues: true,
  profile: true,
  reports: true,
  system: true,
};

/** Spec §6 "Sidebar by role"; an unknown role sees nothing. */
const visibilityByRole: Record<string, Visibility> = {
  ANGGOTA: {
    transfers: ['transfer-requests', 'transfer-history'],
    dues: ['dues-history', 'member-payments'],
    profile: true,
  },
  // §6's table gives the DPC member verification, and the DPC registers its members (the list's
  // "Tambah" reaches the registration page), so the whole membership group.
  PENGURUS_DPC: {
    dashboard: true,
    membership: true,
    transfers: true,
    dues: true,
    profile: true,
    reports: true,
  },
  PENGURUS_DPW: { ...allGroups, system: undefined },
  SUPER_ADMIN: allGroups,
};

/** `table`'s entry for `role`; none for an unknown role (nor for "constructor" and the like). */
function ofRole<T>(table: Record<string, T>, role: string | null | undefined): T | undefined {
  return role && Object.hasOwn(table, role) ? table[role] : undefined;
}

/** The sidebar groups `role` sees, with only the items it sees; empty groups are left out. */
export function sidebarFor(role: string | null | undefined): NavGroup[] {
  const visibility = ofRole(visibilityByRole, role) ?? {};
  return sidebarGroups.flatMap((group) => {
    const rule = visibility[group.id];
    if (!rule) return [];
    const items = rule === true ? group.items : group.items.filter((item) => rule.includes(item.id));
    return items.length ? [{ ...group, items }] : [];
  });
}

export type BottomTabLabel = keyof (typeof dashboardTexts)['nav']['bottom'];

interface BottomTabRule {
  /** The sidebar item the tab opens. */
  item: string;
  /** Key in the `dashboard` namespace, under `nav.bottom`: a word that fits a phone's tab. */
  label: Exclude<BottomTabLabel, 'notifications'>;
}

// Issue 26 §1: a member's own pages (the profile is their home, "Iuran" the bills); officers their
// daily desks. A tab stands for its sidebar group, so "Mutasi" stays lit on the transfer history.
const memberTabs: readonly BottomTabRule[] = [
  { item: 'my-profile', label: 'profile' },
  { item: 'member-payments', label: 'dues' },
  { item: 'transfer-requests', label: 'transfers' },
];
const officerTabs: readonly BottomTabRule[] = [
  { item: 'overview', label: 'dashboard' },
  { item: 'member-list', label: 'members' },
  { item: 'transfer-approval', label: 'transfers' },
  { item: 'dues-management', label: 'dues' },
];
const bottomTabsByRole: Record<string, readonly BottomTabRule[]> = {
  ANGGOTA: memberTabs,
  PENGURUS_DPC: officerTabs,
  PENGURUS_DPW: officerTabs,
  SUPER_ADMIN: officerTabs,
};

export interface BottomTab {
  item: NavItem;
  label: BottomTabLabel;
  /** The items of the item's group that the role sees: on any of their pages the tab is active. */
  section: readonly NavItem[];
}

/**
 * The phone's bottom bar for `role`, before its notifications button: items of the role's own
 * sidebar only, so the bar never offers a page the role cannot open.
 */
export function bottomTabsFor(role: string | null | undefined): BottomTab[] {
  const rules = ofRole(bottomTabsByRole, role) ?? [];
  const groups = sidebarFor(role);
  return rules.flatMap((rule) => {
    const group = groups.find((candidate) => candidate.items.some((item) => item.id === rule.item));
    const item = group?.items.find((candidate) => candidate.id === rule.item);
    return group && item ? [{ item, label: rule.label, section: group.items }] : [];
  });
}

export function isActiveTab(pathname: string, tab: BottomTab): boolean {
  return tab.section.some((item) => isActiveItem(pathname, item));
}

export function isActiveItem(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.to, item.end) || (item.alsoOn ?? []).some((path) => isActivePath(pathname, path));
}

/** Spec §2: a tab is active when the route starts with its path; the dashboard tab only exactly. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (end || to === '/dashboard') return path === to;
  return path === to || path.startsWith(`${to}/`);
}
