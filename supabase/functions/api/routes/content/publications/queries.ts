import type postgres from 'postgres';
import { pagination, offsetOf } from '../../_shared/pagination.ts';

/**
 * Where a kind of content lives: its rows (the published filter follows from the alias) and the
 * columns of the contract. The SQL fragments are constants of this file; values travel as parameters.
 */
export interface Source {
  /** Table (and joins) with the alias the other parts use. */
  from: string;
  alias: string;
  columns: (withBody: boolean) => string;
}

/**
 * What the anon policies call published, on the table aliased `a`: repeated in the query so the
 * planner can use the partial indexes.
 */
const publishedOn = (a: string) => `${a}.status = 'published' and ${a}.published_at <= now()`;

/** The columns a news item and a blog post share (the article of the contracts), on the table aliased `a`. */
const articleColumns = (a: string, withBody: boolean) => `
    ${a}.id, ${a}.slug, ${a}.title, ${a}.excerpt, ${withBody ? `${a}.content,` : ''} ${a}.image_url as image,
    ${a}.author_name as author, to_json(${a}.published_at) #>> '{}' as "publishedAt", ${a}.category, ${a}.tags,
    ${a}.views`;

export const newsSource: Source = {
  from: 'public.news n',
  alias: 'n',
  columns: (withBody) => `${articleColumns('n', withBody)}, n.featured, n.priority`,
};

export const blogSource: Source = {
  from: 'public.blog_posts b',
  alias: 'b',
  columns: (withBody) => articleColumns('b', withBody),
};

export const eventSource: Source = {
  from: 'public.events e left join public.organizations o on o.id = e.organization_id',
  alias: 'e',
  columns: () => `
    e.id, e.slug, e.title, e.description, e.location, e.is_online as "isOnline",
    to_json(e.starts_at) #>> '{}' as "startsAt", to_json(e.ends_at) #>> '{}' as "endsAt", e.image_url as image,
    e.registration_url as "registrationUrl", e.capacity, e.skp_credits::float8 as "skpCredits",
    case when o.id is null then null when o.level = 'DPP' then o.name else o.level || ' ' || o.name end
      as "organizationName"`,
};

/** The extra filter and order of the events list. */
export function eventListFilter({ upcoming, skpOnly }: { upcoming: boolean; skpOnly: boolean }) {
  return {
    where: `and ${upcoming ? 'e.ends_at >= now()' : 'e.ends_at < now()'} ${skpOnly ? 'and e.skp_credits > 0' : ''}`,
    order: upcoming ? 'e.starts_at asc' : 'e.starts_at desc',
  };
}

/** One page of published rows (newest first unless `order` says otherwise) and the total. */
export async function publishedPage(
  tx: postgres.TransactionSql,
  source: Source,
  { page, limit }: { page: number; limit: number },
  { where = '', order = `${source.alias}.published_at desc` }: { where?: string; order?: string } = {},
) {
  const filter = `${publishedOn(source.alias)} ${where}`;
  const [count] = await tx.unsafe<{ total: number }[]>(
    `select count(*)::int as total from ${source.from} where ${filter}`,
  );
  const rows = await tx.unsafe(
    `select ${source.columns(false)} from ${source.from} where ${filter}
     order by ${order}, ${source.alias}.id limit $1 offset $2`,
    [limit, offsetOf(page, limit)],
  );
  return { rows, pagination: pagination(page, limit, count?.total ?? 0) };
}

/** The published row with this slug, with its body. */
export async function publishedBySlug(tx: postgres.TransactionSql, source: Source, slug: string) {
  const [row] = await tx.unsafe(
    `select ${source.columns(true)} from ${source.from}
     where ${source.alias}.slug = $1 and ${publishedOn(source.alias)}`,
    [slug],
  );
  return row;
}
