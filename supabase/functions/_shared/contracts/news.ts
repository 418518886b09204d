import { z } from 'zod';

/** A published news item (spec §3 "News item"); the lists leave out `content` (content.ts). */
export const newsItemSchema = z.object({
  id: z.guid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  views: z.number().int(),
  featured: z.boolean(),
  priority: z.enum(['URGENT', 'HIGH', 'NORMAL', 'LOW']),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A news item in a list: everything but the body. */
export const newsSummarySchema = newsItemSchema.omit({ content: true });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/**
 * The landing page's read of `GET /content/news` (content.ts's `newsPageSchema` less the
 * pagination), here so that page loads no member contracts.
 */
export const newsHeadlinesSchema = z.object({ news: z.array(newsSummarySchema) });
