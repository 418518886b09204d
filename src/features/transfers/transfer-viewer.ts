import { isApplicant, type SessionUser } from '@shared/contracts/auth';

/**
 * Who opens Permohonan Mutasi: an officer (the scope's list, leaving and arriving), a member (their
 * own requests), or an applicant whose membership is not verified yet (no NAP, no transfer).
 */
export type TransferViewer = 'officer' | 'member' | 'applicant';

/** Any of these makes the page the officers' list; a member's own rights hold none of them. */
const officerPermissions = ['mutations.view', 'mutations.approve', 'mutations.create'];

/**
 * Decided by the session: its permissions and its member's status, not by a role row (a member's
 * own rights come from the member link; an applicant holds no `mutations.request`).
 */
export function transferViewerOf(user: Pick<SessionUser, 'permissions' | 'member'> | null): TransferViewer {
  if (user?.permissions.some((name) => officerPermissions.includes(name))) return 'officer';
  if (!user?.member || isApplicant(user.member)) return 'applicant';
  return 'member';
}
