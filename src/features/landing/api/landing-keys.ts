/** Query keys of the public landing page; public data, shared by every visitor of the page. */
export const landingKeys = {
  all: ['landing'] as const,
  distribution: () => [...landingKeys.all, 'member-distribution'] as const,
  overview: () => [...landingKeys.all, 'statistics-overview'] as const,
  news: (limit: number) => [...landingKeys.all, 'news', limit] as const,
  provincialChapters: () => [...landingKeys.all, 'provincial-chapters'] as const,
};
