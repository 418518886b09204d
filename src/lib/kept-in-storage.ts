/**
 * localStorage keys of data a screen keeps for the signed-in person (the transfer lists' last
 * load). They share one prefix so that the end of a session deletes them with the rest of the
 * offline data (`clearOfflineData`, decision 0054).
 */
export const KEPT_IN_STORAGE_PREFIX = 'simk.kept.';

/** Deletes every key under `KEPT_IN_STORAGE_PREFIX`. */
export function clearKeptInStorage(): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(KEPT_IN_STORAGE_PREFIX) ?? false,
  );
  for (const key of keys) storage.removeItem(key);
}
