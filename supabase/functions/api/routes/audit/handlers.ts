import { auditLabels } from '../../../_shared/contracts/audit-labels.ts';
import { recentAuditSchema } from '../../../_shared/contracts/dashboard.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { recentAuditEntries } from './queries.ts';
import type * as routes from './routes.ts';

/**
 * The audit actions the recent activity shows, in the words of the audit log (one home:
 * contracts/audit-labels.ts); other entries (reference data, role definitions, seed bookkeeping)
 * are not activity an officer follows.
 */
const followedActions = [
  'members.verify',
  'members.reject',
  'members.set_status',
  'members.create',
  'members.insert',
  'members.update',
  'profile.update',
  'members.import',
  'members.transfer',
  'members.delete',
  'transfer_requests.insert',
  'transfer_requests.release',
  'transfer_requests.accept',
  'transfer_requests.reject',
  'transfer_requests.complete',
  'payments.record',
  'payments.settle',
  'bills.generate',
  'reminders.queue',
  'outbox_messages.retry',
  'dues_categories.insert',
  'dues_categories.update',
  'dues_categories.activate',
  'dues_categories.deactivate',
  'dues_categories.delete',
  'role_assignments.assign',
  'role_assignments.set_expiry',
  'role_assignments.revoke',
  'role_assignments.insert',
  'role_assignments.delete',
];
const { actions: actionLabels } = auditLabels.id;

export const recent: AppRouteHandler<typeof routes.recent> = async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await asRequestCaller(c, (tx) => recentAuditEntries(tx, { actions: followedActions, limit }));
  const entries = rows.map(({ subject, amount, ...row }) => ({
    ...row,
    id: Number(row.id),
    summary: `${actionLabels[row.action] ?? row.action}${subject ? `: ${subject}` : ''}`,
    amount: amount === null ? null : Number(amount),
  }));
  return c.json({ success: true as const, data: recentAuditSchema.parse({ entries }) }, 200);
};
