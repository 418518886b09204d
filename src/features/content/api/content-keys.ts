import type { EventTiming } from '@shared/contracts/content';

export interface EventFilter {
  page: number;
  when: EventTiming;
  /** Only events that award SKP credits. */
  skpOnly: boolean;
  limit: number;
}

/** Query keys of the public content pages; public data, the same for every visitor. */
export const contentKeys = {
  all: ['content'] as const,
  newsPage: (page: number) => [...contentKeys.all, 'news', 'page', page] as const,
  newsItem: (slug: string) => [...contentKeys.all, 'news', 'item', slug] as const,
  blogPage: (page: number) => [...contentKeys.all, 'blog', 'page', page] as const,
  blogPost: (slug: string) => [...contentKeys.all, 'blog', 'post', slug] as const,
  eventPage: (filter: EventFilter) => [...contentKeys.all, 'events', 'page', filter] as const,
  event: (slug: string) => [...contentKeys.all, 'events', 'item', slug] as const,
  structure: () => [...contentKeys.all, 'structure'] as const,
  duesCategories: () => [...contentKeys.all, 'dues-categories'] as const,
};

/** Published content changes now and then; the API lets caches keep it for a minute too. */
export const CONTENT_STALE_TIME = 60 * 1000;
/** Chapters and dues rates change rarely. */
export const REFERENCE_STALE_TIME = 5 * 60 * 1000;
