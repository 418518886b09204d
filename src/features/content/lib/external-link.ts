/** An absolute http(s) URL: opened in a new tab, with the rest of the app's links in place. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
