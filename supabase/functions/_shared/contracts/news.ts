import { z } from 'zod';
import { pageSize } from './primitives.ts';

/** `GET /news`: published news for the landing page (spec §3 "News item"). */
export const newsQuerySchema = z.object({ limit: pageSize({ max: 50, fallback: 10 }) });
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
export const newsListSchema = z.object({ news: z.array(newsItemSchema) });
