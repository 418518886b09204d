/**
 * Which signed-in pages a role may open (spec §2 "Dashboard inner paths" and §6). The server
 * enforces the same rules with RLS and 403s; this only keeps people away from pages they cannot use.
 */

export const MEMBER_ROLE = 'ANGGOTA';
export const SUPER_ADMIN_ROLE = 'SUPER_ADMIN';

export const DASHBOARD_PATH = '/dashboard';
export const MEMBER_HOME_PATH = '/dashboard/profile';

/** The only dashboard pages a member (ANGGOTA) can reach; any other path shows the profile. */
const memberDashboardPaths = new Set([
  '/dashboard/profile',
  '/dashboard/profile/card',
  '/dashboard/profile/settings',
  '/dashboard/mutations/requests',
  '/dashboard/mutations/history',
  '/dashboard/dues/history',
]);

/** Signed-in pages outside /dashboard that concern the member's own account and dues. */
const memberOtherPaths = new Set([
  '/profile',
  '/profile/complete',
  '/profile/legacy',
  '/profile/user',
  '/profile/settings',
  '/documents',
  '/member-dues',
  '/member-payments',
  '/payment-qris',
  '/payments',
  '/settings',
]);

/** Role management and /debug (issue 28 §5) are shown only to SUPER_ADMIN; others get the overview. */
const superAdminPaths = new Set(['/dashboard/role-management', '/role-permissions', '/debug']);

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where a signed-in user lands by default: members on their profile, officers on the overview. */
export function homePathFor(role: string): string {
  return role === MEMBER_ROLE ? MEMBER_HOME_PATH : DASHBOARD_PATH;
}

/**
 * The page a role is sent to instead of `pathname`, or null when it may stay. Public pages are
 * not judged here; only signed-in pages are.
 */
export function redirectForRole(role: string, pathname: string): string | null {
  const path = normalise(pathname);
  if (role === MEMBER_ROLE) {
    if (memberDashboardPaths.has(path) || memberOtherPaths.has(path)) return null;
    return MEMBER_HOME_PATH;
  }
  if (superAdminPaths.has(path) && role !== SUPER_ADMIN_ROLE) return DASHBOARD_PATH;
  return null;
}

export function canOpen(role: string, pathname: string): boolean {
  return redirectForRole(role, pathname) === null;
}

/** Paths where a 401 does not end the session (spec §4): the home page and the guest pages. */
const unauthorizedExemptPaths = new Set(['/', '/login', '/register', '/register-old']);

export function isUnauthorizedExempt(pathname: string): boolean {
  return unauthorizedExemptPaths.has(normalise(pathname));
}

interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

function readFrom(state: unknown): FromLocation | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null || typeof (from as FromLocation).pathname !== 'string') return null;
  return from as FromLocation;
}

/**
 * After login: back to the signed-in page the guard sent the user away from, when the role may
 * see it; otherwise the role's home (ANGGOTA → /dashboard/profile, others → /dashboard).
 */
export function pathAfterLogin(role: string, locationState: unknown): string {
  const from = readFrom(locationState);
  if (from && from.pathname.startsWith('/') && !isUnauthorizedExempt(from.pathname) && canOpen(role, from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homePathFor(role);
}
