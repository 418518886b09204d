import type postgres from 'postgres';
import type { Chapter } from '../../../../_shared/contracts/content.ts';

export type ChapterRow = Chapter & { level: 'DPP' | 'DPW' | 'DPC'; parentId: string | null };

/** Every active chapter with its public contact details, by name. */
export function activeChapters(tx: postgres.TransactionSql) {
  return tx<ChapterRow[]>`
    select o.id, o.name, o.level, o.parent_id as "parentId", o.bps_code as "bpsCode", o.address, o.phone, o.email
    from public.organizations o
    where o.is_active
    order by o.name
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
