import type postgres from 'postgres';
import type {
  DuesCategory,
  DuesCategoryFields,
  DuesCategoryStatusFilter,
  DuesCategorySummary,
} from '../../../../_shared/contracts/dues.ts';
import { containsPattern } from '../../_shared/like-pattern.ts';

export interface DuesCategoryFilter {
  search?: string;
  status: DuesCategoryStatusFilter;
}

const CATEGORY_COLUMNS = `c.id, c.name, c.amount, c.period, c.description, c.is_active as "isActive",
  to_json(c.updated_at) #>> '{}' as "lastUpdated"`;

/** One page of the categories the caller may see (RLS: inactive ones only for dues managers), by name. */
export function listCategories(
  tx: postgres.TransactionSql,
  filter: DuesCategoryFilter,
  page: { limit: number; offset: number },
) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const active = filter.status === 'all' ? null : filter.status === 'active';
  return tx<(DuesCategory & { totalCount: number })[]>`
    select ${tx.unsafe(CATEGORY_COLUMNS)}, count(*) over ()::integer as "totalCount"
    from public.dues_categories c
    where (${search}::text is null or c.name ilike ${search}::text or c.description ilike ${search}::text)
      and (${active}::boolean is null or c.is_active = ${active}::boolean)
    order by lower(c.name), c.id
    limit ${page.limit} offset ${page.offset}
  `;
}

export async function countCategories(tx: postgres.TransactionSql, filter: DuesCategoryFilter): Promise<number> {
  const search = filter.search ? containsPattern(filter.search) : null;
  const active = filter.status === 'all' ? null : filter.status === 'active';
  const [row] = await tx<{ total: number }[]>`
    select count(*)::integer as total from public.dues_categories c
    where (${search}::text is null or c.name ilike ${search}::text or c.description ilike ${search}::text)
      and (${active}::boolean is null or c.is_active = ${active}::boolean)
  `;
  return row?.total ?? 0;
}

export async function categorySummary(tx: postgres.TransactionSql): Promise<DuesCategorySummary> {
  const [row] = await tx<DuesCategorySummary[]>`
    select count(*)::integer as total,
           (count(*) filter (where is_active))::integer as active,
           (count(*) filter (where not is_active))::integer as inactive,
           coalesce(sum(amount) filter (where is_active and period = 'monthly'), 0)::integer as "activeMonthlyAmount"
    from public.dues_categories
  `;
  return row!;
}

export async function createCategory(tx: postgres.TransactionSql, fields: DuesCategoryFields): Promise<DuesCategory> {
  const [row] = await tx<DuesCategory[]>`
    select ${tx.unsafe(CATEGORY_COLUMNS)}
    from public.create_dues_category(${fields.name}, ${fields.amount}, ${fields.period}, ${fields.description},
                                     ${fields.isActive}) c
  `;
  return row!;
}

export async function updateCategory(
  tx: postgres.TransactionSql,
  id: string,
  fields: DuesCategoryFields,
): Promise<DuesCategory> {
  const [row] = await tx<DuesCategory[]>`
    select ${tx.unsafe(CATEGORY_COLUMNS)}
    from public.update_dues_category(${id}, ${fields.name}, ${fields.amount}, ${fields.period}, ${fields.description},
                                     ${fields.isActive}) c
  `;
  return row!;
}

export async function deleteCategory(tx: postgres.TransactionSql, id: string): Promise<DuesCategory> {
  const [row] = await tx<DuesCategory[]>`
    select ${tx.unsafe(CATEGORY_COLUMNS)} from public.delete_dues_category(${id}) c
  `;
  return row!;
}
