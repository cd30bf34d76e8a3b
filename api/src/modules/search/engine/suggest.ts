import type { CompactPart } from './compact-part.js';
import { cjkGrams } from './grams.js';
import type { ReadPart } from './index-parts.js';
import { fieldsContaining } from './field-walks.js';

/**
 * Search-box suggestions from the index's own words (the product rule: titles in the language or English containing
 * the text, those starting with it first, then those with a word starting with it, then by popularity, which is the
 * database's part). The text is matched as titles are held: folded, its words one space apart. A title starts with
 * it, or has a word that does, when its words match the text's complete words in a row and the next one starts with
 * its last word: found through the sorted vocabulary (the words starting with the last word) or the posting list of
 * its rarest complete word. Containment elsewhere in a word (Chinese, Japanese and Thai titles have no spaces
 * between words) is looked for only when those give too few games: through the n-grams for CJK, else through the
 * trigrams of the words.
 */

/** How a title matches the text (higher first): it starts with it, a word of it does, it contains it. */
export const STARTS = 2;
export const WORD_STARTS = 1;
export const CONTAINS = 0;
/** Games each class may give from each part: the database ranks this bounded set by popularity. */
export const PER_CLASS = 60;
/** Titles in the languages read per part looking for those starting with the text: bounds a common word's lists. */
const READ_BUDGET = 2_000;

/** The best class of each game whose title in `mask`'s languages matches `text`, at most PER_CLASS per class. */
export function suggestIn(parts: ReadPart[], mask: (part: CompactPart) => number, text: string, wanted: number) {
  const found = new Found();
  if (!text) return found.games;
  for (const read of parts) startingIn(read, mask(read.part), text, found);
  if (found.games.size >= wanted) return found.games;
  for (const { part, servesField } of parts) {
    const bits = mask(part);
    const keep = (field: number) => (part.languagesOf(field) & bits) !== 0 && servesField(field);
    containingIn(part, keep, text, found);
  }
  return found.games;
}

/** Games by class, each class bounded. */
class Found {
  readonly games = new Map<number, number>();
  readonly counts = [0, 0, 0];

  add(game: number, kind: number): void {
    const had = this.games.get(game);
    if ((had !== undefined && had >= kind) || this.counts[kind]! >= PER_CLASS) return;
    if (had !== undefined) this.counts[had]!--;
    this.counts[kind]!++;
    this.games.set(game, kind);
  }
}

/** Titles that start with the text or have a word that does. */
function startingIn({ part, serves }: ReadPart, bits: number, text: string, found: Found): void {
  const tokens = text.split(' ');
  const last = tokens.length - 1;
  const whole = tokens.slice(0, last).map((token) => part.wordIds.get(token));
  if (whole.some((id) => id === undefined)) return;
  const lastWords = wordsStartingWith(part, tokens[last]!);
  if (lastWords.length === 0) return;
  const endings = new Set(lastWords);
  // A longer text's titles hold its rarest whole word; a one-word text's, a word starting with it.
  const anchors = last === 0 ? lastWords : [rarest(part, whole as number[])];
  const { games, fieldWordStarts } = part.arrays;
  let budget = READ_BUDGET;
  for (const anchor of anchors) {
    for (const cursor = part.cursor(anchor, 'title'); cursor.current !== Infinity; cursor.next()) {
      const field = cursor.current;
      if ((part.languagesOf(field) & bits) === 0) continue;
      const kind = classOf(part, fieldWordStarts[field]!, fieldWordStarts[field + 1]!, whole as number[], endings);
      const slot = kind >= 0 ? part.slotOfField(field) : -1;
      if (slot >= 0 && serves(slot)) found.add(games[slot]!, kind);
      if (found.counts[STARTS]! >= PER_CLASS || --budget === 0) return;
    }
  }
}

/** The word with the fewest title postings. */
function rarest(part: CompactPart, ids: number[]): number {
  const { postingStarts } = part.arrays;
  const size = (id: number) => postingStarts[id * 3 + 1]! - postingStarts[id * 3]!;
  return ids.reduce((best, id) => (size(id) < size(best) ? id : best));
}

/**
 * STARTS or WORD_STARTS when the words from `start` to `end` hold `whole` in a row followed by one of `endings`,
 * else -1.
 */
function classOf(part: CompactPart, start: number, end: number, whole: number[], endings: Set<number>): number {
  for (let at = start; at + whole.length < end; at++) {
    let matches = endings.has(part.wordAt(at + whole.length));
    for (let j = 0; matches && j < whole.length; j++) matches = part.wordAt(at + j) === whole[j];
    if (matches) return at === start ? STARTS : WORD_STARTS;
  }
  return -1;
}

/** Titles containing the text anywhere (its first word may end another word, its last begin one). */
function containingIn(part: CompactPart, keep: (field: number) => boolean, text: string, found: Found): void {
  const grams = cjkGrams(text);
  const fields =
    grams.length > 0
      ? part.gramMatches(grams, keep, PER_CLASS)
      : fieldsContaining(part, text, 'title', keep, PER_CLASS);
  const { games } = part.arrays;
  for (const field of fields) {
    if (part.textOf(field).includes(text)) found.add(games[part.slotOfField(field)]!, CONTAINS);
  }
}

/** Each part's title, alias and name words in code-unit order, sorted once per part on first use. */
const sortedWords = new WeakMap<CompactPart, Uint32Array>();

/** Sorts the part's vocabulary for suggestions (done once, when the base is read, rather than on a first request). */
export function sortedVocabulary(part: CompactPart): Uint32Array {
  let sorted = sortedWords.get(part);
  if (!sorted) {
    const { words, wordLanguages } = part.arrays;
    const ids = [];
    for (let id = 0; id < words.length; id++) if (wordLanguages[id]) ids.push(id);
    ids.sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    sortedWords.set(part, (sorted = Uint32Array.from(ids)));
  }
  return sorted;
}

/** The title, alias and name words starting with `prefix` (binary search over the sorted vocabulary). */
function wordsStartingWith(part: CompactPart, prefix: string): number[] {
  const { words } = part.arrays;
  const sorted = sortedVocabulary(part);
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[sorted[middle]!]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let i = low; i < sorted.length && words[sorted[i]!]!.startsWith(prefix); i++) found.push(sorted[i]!);
  return found;
}
