import { useCallback, useSyncExternalStore } from 'react';
import { MAX_QUERY_LENGTH } from '../components/SearchForm';

export const RECENT_SEARCHES_KEY = 'portal.recentSearches';
export const RECENT_SEARCHES_LIMIT = 8;

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

/** Whatever storage holds (another tab, an old version, a hand edit) becomes a clean list: strings, trimmed, distinct. */
export function parseRecentSearches(raw: string | null): readonly string[] {
  let value: unknown;
  try {
    value = raw === null ? [] : JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<string>();
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().slice(0, MAX_QUERY_LENGTH))
    .filter((item) => item !== '' && !seen.has(item.toLocaleLowerCase()) && seen.add(item.toLocaleLowerCase()))
    .slice(0, RECENT_SEARCHES_LIMIT);
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

export function readRecentSearches(): readonly string[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parseRecentSearches(raw) };
  return cache.list;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): searching still works, it just is not remembered.
  }
  listeners.forEach((listener) => listener());
}

/** Puts a search first (once, whatever its case), keeping the newest 8. */
export function addRecentSearch(query: string): void {
  const text = query.trim();
  if (!text) return;
  write(parseRecentSearches(JSON.stringify([text, ...readRecentSearches()])));
}

export function clearRecentSearches(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === RECENT_SEARCHES_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches of this browser, newest first, kept in step with other tabs. */
export function useRecentSearches(): { searches: readonly string[]; clear: () => void } {
  const searches = useSyncExternalStore(subscribe, readRecentSearches, () => EMPTY);
  return { searches, clear: useCallback(clearRecentSearches, []) };
}
