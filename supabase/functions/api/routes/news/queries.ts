import type postgres from 'postgres';

/** The newest published news, with their bodies (the landing page). */
export function latestNews(tx: postgres.TransactionSql, limit: number) {
  return tx`
    select n.id, n.slug, n.title, n.excerpt, n.content, n.image_url as image, n.author_name as author,
           to_json(n.published_at) #>> '{}' as "publishedAt", n.category, n.tags, n.views, n.featured, n.priority
    from public.news n
    where n.status = 'published' and n.published_at <= now()
    order by n.published_at desc
    limit ${limit}
  `;
}
