/** Cache-Control of public reads: published content for a minute, reference data for five. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PUBLIC_REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=600';
