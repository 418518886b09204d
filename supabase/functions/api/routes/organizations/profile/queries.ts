import type postgres from 'postgres';
import type {
  ChapterOfficer,
  ChapterProfile,
  ChapterProfileInput,
} from '../../../../_shared/contracts/organizations.ts';

type Tx = postgres.TransactionSql;

/** The caller's own chapter (`private.own_chapter_id`), or null. */
export async function ownChapterId(tx: Tx): Promise<string | null> {
  const [row] = await tx<{ id: string | null }[]>`select private.own_chapter_id() as id`;
  return row?.id ?? null;
}

/** Unexpired officers of the chapters, by chapter (`public.chapter_officers`: name and role only). */
export async function officersOf(tx: Tx, organizationIds: string[]): Promise<Map<string, ChapterOfficer[]>> {
  const rows = await tx<(ChapterOfficer & { organizationId: string })[]>`
    select o.organization_id as "organizationId", o.full_name as "fullName", o.role_name as "roleName",
           o.role_display_name as "roleDisplayName"
    from public.chapter_officers(${organizationIds}::uuid[]) o
  `;
  const byChapter = new Map<string, ChapterOfficer[]>();
  for (const { organizationId, ...officer } of rows) {
    byChapter.set(organizationId, [...(byChapter.get(organizationId) ?? []), officer]);
  }
  return byChapter;
}

/** A chapter's profile (organizations are public; RLS organizations_select), null when there is none. */
export async function chapterProfile(tx: Tx, id: string): Promise<ChapterProfile | null> {
  const [row] = await tx<Omit<ChapterProfile, 'officers'>[]>`
    select o.id, o.name, o.level, o.bps_code as "bpsCode", o.parent_id as "parentId", p.name as "parentName",
           o.address, o.phone, o.email, o.bank_name as "bankName", o.bank_account_number as "bankAccountNumber",
           o.bank_account_name as "bankAccountName", o.logo_path as "logoPath",
           private.is_chapter_officer(o.id, 'organizations.edit_profile') as "canEdit"
    from public.organizations o
    left join public.organizations p on p.id = o.parent_id
    where o.id = ${id}
  `;
  if (!row) return null;
  const officers = await officersOf(tx, [id]);
  return { ...row, officers: officers.get(id) ?? [] };
}

/** `public.update_organization_profile` checks that the caller is one of the chapter's own officers and audits. */
export async function updateChapterProfile(tx: Tx, id: string, input: ChapterProfileInput): Promise<void> {
  await tx`
    select 1 from public.update_organization_profile(
      ${id}, ${input.address ?? null}, ${input.phone ?? null}, ${input.email ?? null}, ${input.bankName ?? null},
      ${input.bankAccountNumber ?? null}, ${input.bankAccountName ?? null}, ${input.logoPath ?? null}
    )
  `;
}
