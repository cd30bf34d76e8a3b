import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { portalStore } from './store';

/** A recently played game (product §3): its slug, the game fields a list needs, and when it was played. */
export interface RecentlyPlayedGame {
  slug: string;
  title: string;
  thumbnail: string;
  /** Unix time in milliseconds. */
  playedAt: number;
}

export type RecentlyPlayedInput = Pick<RecentlyPlayedGame, 'slug' | 'title' | 'thumbnail'> & { playedAt?: number };

export const RECENTLY_PLAYED_STORAGE_KEY = 'portal.recentlyPlayed';
/** Product §9: at most 50 entries, the oldest fall off. */
export const RECENTLY_PLAYED_LIMIT = 50;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Image sources must be web URLs or same-origin paths; anything else from storage is dropped. */
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

function parseEntry(value: unknown): RecentlyPlayedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  // Product §5: an entry needs a slug.
  if (typeof v.slug !== 'string' || v.slug.length > 100 || !SLUG.test(v.slug)) return null;
  if (typeof v.playedAt !== 'number' || !Number.isFinite(v.playedAt) || v.playedAt < 0) return null;
  return {
    slug: v.slug,
    title: typeof v.title === 'string' && v.title.trim() ? v.title : v.slug,
    thumbnail: typeof v.thumbnail === 'string' && SAFE_IMAGE.test(v.thumbnail) ? v.thumbnail : '',
    playedAt: v.playedAt,
  };
}

/**
 * A clean list from anything (storage contents are untrusted, server lists may be long): valid entries only,
 * newest first, one per slug, at most 50.
 */
export function parseRecentlyPlayed(value: unknown): RecentlyPlayedGame[] {
  if (!Array.isArray(value)) return [];
  const entries = value.map(parseEntry).filter((e): e is RecentlyPlayedGame => e !== null);
  entries.sort((a, b) => b.playedAt - a.playedAt);
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(e.slug) && seen.add(e.slug));
  return unique.slice(0, RECENTLY_PLAYED_LIMIT);
}

const jsonStorage = createJSONStorage<RecentlyPlayedGame[]>();
const validatingStorage: typeof jsonStorage = {
  getItem: (key, initial) => parseRecentlyPlayed(jsonStorage.getItem(key, initial)),
  setItem: (key, value) => {
    // A full or refused storage must not break playing; the list then lives for this page only.
    try {
      jsonStorage.setItem(key, value);
    } catch {
      return;
    }
  },
  removeItem: (key) => {
    try {
      jsonStorage.removeItem(key);
    } catch {
      return;
    }
  },
};
const subscribe = jsonStorage.subscribe;
if (subscribe) {
  validatingStorage.subscribe = (key, callback, initial) =>
    subscribe(key, (value) => callback(parseRecentlyPlayed(value)), initial);
}

/** Recently played games, newest first; persisted to local storage and kept in step across tabs. */
export const recentlyPlayedAtom = atomWithStorage<RecentlyPlayedGame[]>(
  RECENTLY_PLAYED_STORAGE_KEY,
  [],
  validatingStorage,
  {
    getOnInit: true,
  },
);

/** Puts a game at the front (moving it there if it was already listed). A game without a valid slug is ignored. */
export function addRecentlyPlayed(game: RecentlyPlayedInput): void {
  const entry = { ...game, playedAt: game.playedAt ?? Date.now() };
  portalStore.set(recentlyPlayedAtom, (list) =>
    parseRecentlyPlayed([entry, ...list.filter((e) => e.slug !== game.slug)]),
  );
}

export function removeRecentlyPlayed(slug: string): void {
  portalStore.set(recentlyPlayedAtom, (list) => list.filter((e) => e.slug !== slug));
}

export function clearRecentlyPlayed(): void {
  portalStore.set(recentlyPlayedAtom, []);
}

/** Replaces the list, e.g. with the server's after login (product §9: "reset from the server"). */
export function replaceRecentlyPlayed(list: readonly unknown[]): void {
  portalStore.set(recentlyPlayedAtom, parseRecentlyPlayed(list));
}

/** The view hint (ssr/viewHints.ts) that tells the server which games a player was playing: their slugs. */
export const RECENT_GAMES_HINT = 'recent';
/** What the home page's first view shows of the list: a row's first cards (product §9). */
const RECENT_GAMES_HINT_LIMIT = 8;

/** The hint's value for a list: its first slugs, newest first, joined by dots (a slug has none); null when empty. */
export function recentGamesHintValue(list: readonly RecentlyPlayedGame[]): string | null {
  const slugs = list.slice(0, RECENT_GAMES_HINT_LIMIT).map((game) => game.slug);
  return slugs.length > 0 ? slugs.join('.') : null;
}

/** The slugs a hint names: valid, distinct, at most RECENT_GAMES_HINT_LIMIT; none for anything malformed. */
export function parseRecentGamesHint(value: string | undefined): string[] {
  if (!value) return [];
  const slugs = value.split('.').filter((slug) => slug.length <= 100 && SLUG.test(slug));
  return [...new Set(slugs)].slice(0, RECENT_GAMES_HINT_LIMIT);
}
