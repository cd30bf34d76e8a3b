import { foldText } from './fold.js';
import { cjkGrams } from './grams.js';

/**
 * The text matching search is built on (the index is in memory, see search-index.ts; scoring in scorer.ts): words,
 * pg_trgm's trigrams (each word padded with two spaces before and one after), trigram similarity and a bounded edit
 * distance. Texts reach these functions NFKC-normalised and lower-cased.
 */

/** What separates the words typos are matched against (the query parser splits on the same). */
export const SEPARATORS = /[\s\p{P}\p{S}]+/u;

/** The words of a text for typo matching. */
export const tokensOf = (text: string): string[] => text.split(SEPARATORS).filter(Boolean);

/** A word's distinct padded trigrams ("  s", " sn", "sna", …, "ke "). */
export function wordTrigrams(word: string): string[] {
  const chars = Array.from(`  ${word} `);
  const found = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...found];
}

/** A text's distinct trigrams (of each of its words). */
export function trigramSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of tokensOf(text)) for (const trigram of wordTrigrams(word)) set.add(trigram);
  return set;
}

/** Two rows of the edit-distance table, reused (words are short; a longer one gets its own). */
let rows = [new Int32Array(64), new Int32Array(64)];

/**
 * Levenshtein distance between a and b when at most `max`, else max + 1 (stops as soon as it is over). Counted in
 * UTF-16 units: a character outside the Basic Multilingual Plane (rare in a game's title) counts as two.
 */
export function editDistanceAtMost(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows as [Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (char === b.charCodeAt(j - 1) ? 0 : 1),
      );
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Typos a query word may have: one for words under five letters, two from five. */
export const typosAllowed = (word: string) => (word.length >= 5 ? 2 : 1);

/** Whether `word` is a typo's reach from the query word `query` (and no more than two letters longer or shorter). */
export function isCloseWord(word: string, query: string): boolean {
  if (Math.abs(word.length - query.length) > 2) return false;
  const typos = typosAllowed(query);
  return editDistanceAtMost(word, query, typos) <= typos;
}

/** A query prepared once for scoring many texts. */
export interface PreparedQuery {
  text: string;
  /** Its words of three letters or more (typos are matched for these). */
  words: string[];
  trigrams: Set<string>;
  /** How many words it has in all (runs of whole words are compared up to one longer). */
  length: number;
  /** Its Chinese, Japanese and Korean character n-grams (grams.ts). */
  grams: string[];
}

export const prepareQuery = (text: string, words: string[]): PreparedQuery => ({
  text,
  words,
  trigrams: trigramSet(text),
  length: tokensOf(text).length,
  grams: cjkGrams(text),
});

/** Normalises a catalogue text the way queries are (query.ts): NFKC, lower case, then `foldText`. */
export const normaliseText = (text: string) => foldText(text.normalize('NFKC').toLowerCase());
