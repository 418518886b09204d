import type postgres from 'postgres';
import type { ChapterListItem } from '../../../../_shared/contracts/organizations.ts';
import { containsPattern } from '../../_shared/like-pattern.ts';

type ChapterRow = ChapterListItem & { total: number };

/** A page of `public.chapter_page`: the chapters the caller administers, with their figures. */
export function chapterPage(
  tx: postgres.TransactionSql,
  { search, limit, offset }: { search: string | undefined; limit: number; offset: number },
) {
  const pattern = search ? containsPattern(search) : null;
  return tx<ChapterRow[]>`
    select c.id, c.name, c.level, c.bps_code as "bpsCode", c.parent_id as "parentId", c.parent_name as "parentName",
           c.is_active as "isActive", c.members::int, c.active_members::int as "activeMembers",
           c.pending_members::int as "pendingMembers", c.unpaid_amount::float8 as "unpaidAmount", c.total::int
    from public.chapter_page(${pattern}, ${limit}, ${offset}) c
  `;
}

/** How many chapters match when the page asked for lies past the last (it then has no rows to say). */
export async function chapterCount(tx: postgres.TransactionSql, search: string | undefined): Promise<number> {
  const pattern = search ? containsPattern(search) : null;
  const [row] = await tx<{ total: number }[]>`
    select count(*)::int as total
    from public.organizations o
    where o.id = any (private.administered_organization_ids())
      and (${pattern}::text is null or o.name ilike ${pattern} or o.bps_code like replace(${pattern}, '%', '') || '%')
  `;
  return row!.total;
}
