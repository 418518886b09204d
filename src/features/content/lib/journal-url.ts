/** The journal portal (`VITE_JOURNAL_URL`, an http(s) address); null when the build has none. */
export function journalUrl(configured = import.meta.env.VITE_JOURNAL_URL): URL | null {
  try {
    const url = new URL(configured?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
