/**
 * GETs a signed-in first page sends with the stored access token before the app has rendered
 * (main.tsx), so their answers travel beside the session check's instead of after it. The API
 * client's first GET of the same URL with the same token takes the answer; each is taken once,
 * and only while fresh: a later reader asks the network as usual.
 */
const FRESH_FOR_MS = 10_000;

interface EarlyRead {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();

export function keepEarlyRead(url: string, token: string, response: Promise<Response>): void {
  response.catch(() => {}); // taken and awaited by a reader, or dropped
  reads.set(url, { token, sentAt: Date.now(), response });
}

/** The early answer to this URL for this token, once; undefined when none is fresh. */
export function takeEarlyRead(url: string, token: string | null | undefined): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.token !== token || Date.now() - read.sentAt > FRESH_FOR_MS) return undefined;
  return read.response;
}

/** A session that ended here leaves no answer behind for the next one. */
export function forgetEarlyReads(): void {
  reads.clear();
}
