export interface CacheSummary {
  name: string;
  entries: number;
}

const hasCacheStorage = (): boolean => typeof caches !== 'undefined';

/** Every Cache Storage cache of this origin with its entry count, sorted by name. */
export async function listCaches(): Promise<CacheSummary[]> {
  if (!hasCacheStorage()) return [];
  const names = await caches.keys();
  const summaries = await Promise.all(
    names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })),
  );
  return summaries.sort((a, b) => a.name.localeCompare(b.name));
}

/** Deletes every cache; the service worker refills them (its precache on its next install or update). */
export async function clearCaches(): Promise<void> {
  if (!hasCacheStorage()) return;
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}
