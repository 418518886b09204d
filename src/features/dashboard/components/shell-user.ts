import { formatNap } from '@shared/identifiers';

/** What the shell needs to know about the signed-in user; the app passes it in from the session. */
export interface ShellUser {
  firstName: string;
  fullName: string;
  role: string;
  roleLabel: string;
  email: string;
  /** Shown as the NAP; equal to the email while a member has no NAP yet. */
  username: string;
}

/** The NAP as every screen shows it (dotted), or null while the user has none. */
export function napOf(user: ShellUser | null): string | null {
  return user?.username && user.username !== user.email ? formatNap(user.username) : null;
}
