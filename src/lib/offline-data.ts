import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { sessionUserSchema, type SessionUser } from '@shared/contracts/auth';
import { clearKeptInStorage } from './kept-in-storage';

/**
 * What a signed-in user's screens keep on this device so that they open without signal (issue 26
 * §5, decision 0054): the session's user and the last answers of the queries marked
 * `meta.offline`, in Cache Storage under the user's id. Written only while signed in, read only
 * for the user of the stored session, deleted when the session ends. The service worker's own
 * cache holds the build only, never an API answer.
 *
 * - `own`: the answer is always the caller's own (the member card, the profile);
 * - `scope`: the caller's own for a member, other people's for an officer (payments); kept for
 *   members only (`keepOffline`'s `scoped`), so no officer's device holds a list of members.
 */
export type OfflineKind = 'own' | 'scope';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { offline?: OfflineKind };
  }
}

const CACHE_PREFIX = 'simk-personal-';
const SESSION_ENTRY = '/offline/session';
const QUERY_ENTRY = '/offline/query/';

interface StoredQuery {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

const cacheName = (userId: string) => `${CACHE_PREFIX}${userId}`;
const storageAvailable = () => typeof caches !== 'undefined';
const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
const queryEntry = (queryKey: QueryKey) => `${QUERY_ENTRY}${encodeURIComponent(JSON.stringify(queryKey))}`;

// Writes and deletions run one after the other: a write still on its way when the session ends
// would otherwise create the cache again after it was deleted.
let pending: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = pending.then(task);
  pending = run.catch(() => {});
  return run;
}

async function deleteCaches(keep: (name: string) => boolean): Promise<void> {
  if (!storageAvailable()) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep(name)).map((name) => caches.delete(name)),
  );
}

/** Deletes every user's offline data on this device (at sign-out and whenever a session ends). */
export function clearOfflineData(): Promise<void> {
  showingStored.set(false);
  clearKeptInStorage();
  return serially(() => deleteCaches(() => false));
}

/**
 * Keeps `user` and the answers of its offline queries, as they arrive, until the returned function
 * is called. Other users' data on the device is deleted first.
 */
export function keepOffline(queryClient: QueryClient, user: SessionUser, { scoped }: { scoped: boolean }): () => void {
  if (!storageAvailable()) return () => {};
  const name = cacheName(user.id);
  const kept = (query: Query) =>
    query.meta?.offline === 'own' || (scoped && query.meta?.offline === 'scope') ? query : undefined;
  const save = (query: Query) =>
    serially(async () => {
      const { data, dataUpdatedAt } = query.state;
      if (data === undefined) return;
      const stored: StoredQuery = { queryKey: query.queryKey, data, dataUpdatedAt };
      await (await caches.open(name)).put(queryEntry(query.queryKey), jsonResponse(stored));
    }).catch((error: unknown) => console.warn('Data offline tidak dapat disimpan', error));

  void serially(async () => {
    await deleteCaches((other) => other === name);
    await (await caches.open(name)).put(SESSION_ENTRY, jsonResponse(user));
  }).catch((error: unknown) => console.warn('Data offline tidak dapat disimpan', error));
  for (const query of queryClient.getQueryCache().getAll()) {
    if (kept(query) && query.state.status === 'success') void save(query);
  }
  let askedAnew = false;
  return queryClient.getQueryCache().subscribe((event) => {
    // An answer of the API: not data put back from this store (`manual`).
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!kept(event.query)) {
      // The API answers again: the stored answers on screen are asked for anew. (A browser that
      // never noticed it was offline sends no "online" event to refetch them.)
      if (showingStored.get() && !askedAnew) {
        askedAnew = true;
        void queryClient.invalidateQueries({ predicate: (query) => !!kept(query) });
      }
      return;
    }
    showingStored.set(false);
    void save(event.query);
  });
}

/**
 * The user of the stored session and their offline answers, put back into the query cache, when
 * the API cannot be reached at start; null when this device keeps nothing for `userId`.
 */
export async function restoreOffline(queryClient: QueryClient, userId: string): Promise<SessionUser | null> {
  if (!storageAvailable() || !(await caches.has(cacheName(userId)))) return null;
  const cache = await caches.open(cacheName(userId));
  const session = await cache.match(SESSION_ENTRY);
  const user = sessionUserSchema.safeParse(session ? await session.json() : null);
  if (!user.success || user.data.id !== userId) return null;
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith(QUERY_ENTRY)) continue;
    const stored = (await (await cache.match(request))?.json()) as StoredQuery | undefined;
    if (stored) queryClient.setQueryData(stored.queryKey, stored.data, { updatedAt: stored.dataUpdatedAt });
  }
  // Queries wait for the network instead of failing while the device says it has none.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  showingStored.set(true);
  return user.data;
}

/** A boolean others can watch: whether the screens show stored data that no API answer has replaced yet. */
const showingStored = (() => {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Whether what the screens show may be out of date: the device is offline, or the session was
 * opened from this device's stored data and the API has not answered since.
 */
export function useOfflineState(): { online: boolean; stored: boolean } {
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  const stored = useSyncExternalStore(showingStored.subscribe, showingStored.get);
  return { online, stored };
}
