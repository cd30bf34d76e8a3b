/** Longest query the matcher looks at; longer input is accepted (up to the route's limit) and cut here. */
const MATCH_LENGTH = 100;
const MAX_WORDS = 8;
/** Words shorter than this are matched by containment only: typo tolerance on 1–2 letters matches everything. */
export const MIN_FUZZY_WORD = 3;

export interface SearchQuery {
  /** Lower-cased, NFKC-normalised, single-spaced. */
  text: string;
  /** Distinct words for per-word typo matching. */
  words: string[];
}

/** Normalises what a visitor typed; null when nothing searchable is left. */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MATCH_LENGTH).trim();
  if (!text) return null;
  const words = [...new Set(text.split(/[\s\p{P}\p{S}]+/u).filter((w) => [...w].length >= MIN_FUZZY_WORD))].slice(
    0,
    MAX_WORDS,
  );
  return { text, words };
}
