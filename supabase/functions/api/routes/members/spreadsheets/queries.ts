import type postgres from 'postgres';
import type { MemberExportRow } from '../../../exports/member-export.ts';
import { statusFilter, type DirectoryFilter } from '../directory/queries.ts';

type Tx = postgres.TransactionSql;

const EXPORT_BATCH = 1000;

/** Every row of the directory filter, read with a cursor in batches, so memory stays flat. */
export function exportRows(
  tx: Tx,
  { search, status, organizationId }: DirectoryFilter,
): AsyncIterable<MemberExportRow[]> {
  return tx<MemberExportRow[]>`
    select s.nap, s.full_name, s.email, s.phone, s.position, s.city, s.province,
           s.membership_status::text, s.membership_type::text, s.join_date::text, s.expiry_date::text,
           s.str_number, s.sip_number, s.sip_expiry_date::text, s.workplace, s.organization_code,
           s.organization_name
    from public.search_members(${search || null}, ${statusFilter(status)}::public.membership_status, null, 0,
                               ${organizationId ?? null}::uuid) s
  `.cursor(EXPORT_BATCH);
}

/** Serialises imports, so that two concurrent files cannot both pass the duplicate check. */
export async function lockImports(tx: Tx): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext('simk.members.import'))`;
}

/**
 * The DPCs with these BPS codes, and whether the caller may add members to each (an active DPC in
 * their `members.create` scope, `private.organization_ids_with_permission`).
 */
export function chaptersByCode(tx: Tx, codes: string[]) {
  return tx<{ bpsCode: string; id: string; creatable: boolean }[]>`
    select o.bps_code as "bpsCode", o.id,
           o.is_active and o.id = any (array(select unnest(private.organization_ids_with_permission('members.create'))))
             as creatable
    from public.organizations o
    where o.level = 'DPC' and o.bps_code = any (${codes}::text[])`;
}

export type DuplicateField = 'nap' | 'email' | 'strNumber';

/** Which of these NAPs, emails and STR numbers the register already has (`public.find_member_duplicates`). */
export function registeredValues(tx: Tx, values: Record<DuplicateField, string[]>) {
  return tx<{ field: DuplicateField; value: string }[]>`
    select field, value from public.find_member_duplicates(
      ${values.nap}::text[], ${values.email}::text[], ${values.strNumber}::text[])`;
}

/** Inserts rows that all have the same columns; returns their ids in order. */
export async function insertMembers(tx: Tx, rows: Record<string, string | null>[]): Promise<string[]> {
  const inserted = await tx<{ id: string }[]>`
    insert into public.members ${tx(rows, Object.keys(rows[0] ?? {}))} returning id`;
  return inserted.map((row) => row.id);
}
