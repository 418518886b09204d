import type postgres from 'postgres';
import type { Chapter } from '../../../../_shared/contracts/content.ts';

export type ChapterRow = Chapter & { level: 'DPP' | 'DPW' | 'DPC'; parentId: string | null };

/**
 * Every active chapter with its public profile (contacts, bank account, logo) and its officers
 * (`public.chapter_officers`: name and role), by name.
 */
export function activeChapters(tx: postgres.TransactionSql) {
  return tx<ChapterRow[]>`
    with chapters as (
      select o.id, o.name, o.level, o.parent_id, o.bps_code, o.address, o.phone, o.email, o.bank_name,
             o.bank_account_number, o.bank_account_name, o.logo_path
      from public.organizations o
      where o.is_active
    ), officers as (
      select f.organization_id,
             json_agg(json_build_object('fullName', f.full_name, 'roleName', f.role_name,
                                        'roleDisplayName', f.role_display_name) order by f.n) as officers
      from public.chapter_officers(array(select c.id from chapters c))
        with ordinality f (organization_id, full_name, role_name, role_display_name, n)
      group by f.organization_id
    )
    select c.id, c.name, c.level, c.parent_id as "parentId", c.bps_code as "bpsCode", c.address, c.phone, c.email,
           c.bank_name as "bankName", c.bank_account_number as "bankAccountNumber",
           c.bank_account_name as "bankAccountName", c.logo_path as "logoPath",
           coalesce(f.officers, '[]') as officers
    from chapters c
    left join officers f on f.organization_id = c.id
    order by c.name
  `;
}

/** Active dues categories, cheapest first (as anon, policy dues_categories_select_anon allows only these). */
export function activeDuesCategories(tx: postgres.TransactionSql) {
  return tx`
    select c.id, c.name, c.amount, c.period, c.description, to_json(c.updated_at) #>> '{}' as "lastUpdated"
    from public.dues_categories c
    where c.is_active
    order by c.amount, c.name
  `;
}
