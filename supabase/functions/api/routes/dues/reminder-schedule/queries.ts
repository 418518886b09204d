import type postgres from 'postgres';
import type { ReminderSchedule } from '../../../../_shared/contracts/reminder-schedule.ts';

/** The schedule in force in an organization (`public.reminder_schedule`: payments.view there, 42501 otherwise). */
export async function schedule(
  tx: postgres.TransactionSql,
  organizationId: string,
): Promise<ReminderSchedule | undefined> {
  const [row] = await tx<ReminderSchedule[]>`
    select organization_id as "organizationId", organization_name as "organizationName", days, source,
           has_own as "hasOwn", can_edit as "canEdit"
    from public.reminder_schedule(${organizationId})`;
  return row;
}

/**
 * The caller's own organization: the top of their payments.view scope (a DPC officer's DPC, a DPW
 * officer's DPW, the DPP for national officers).
 */
export async function ownOrganizationId(tx: postgres.TransactionSql): Promise<string | undefined> {
  const [row] = await tx<{ id: string }[]>`
    select o.id from public.organizations o
    where o.id = any (private.organization_ids_with_permission('payments.view'))
    order by o.level, o.name
    limit 1`;
  return row?.id;
}

export async function setSchedule(tx: postgres.TransactionSql, organizationId: string, days: number[] | null) {
  await tx`select public.set_reminder_schedule(${organizationId}, ${days}::integer[])`;
}
