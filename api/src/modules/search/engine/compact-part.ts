import { cjkGrams, matchGrams, sortedIndexOf } from './grams.js';
import { isCloseWord, wordTrigrams } from './text.js';
import type { FieldKind } from './types.js';
import { bitsFor, unpack } from './packed.js';
import { decodeList, PostingCursor } from './varint.js';

/** Trigram similarity a dictionary word needs before its edit distance is looked at (pg_trgm's default is 0.3). */
export const CLOSE_SIMILARITY = 0.1;
/** Shortest dictionary word offered as a close word. */
const MIN_CLOSE_WORD = 3;
export const KINDS: FieldKind[] = ['title', 'alias', 'description'];
/** A field's capitalisation mask that says "its original is kept in full" (see `original`). */
export const IRREGULAR = 0xffff;

/**
 * The arrays of one part of the index (compact-build.ts makes them, snapshot.ts writes and reads them). Fields are
 * numbered in game order, so one start per game says which fields are its own; a field's text is its words (ids into
 * `words`), joined by spaces when it is read. Lists are compressed sparse rows: list k is values[starts[k] ..
 * starts[k + 1]); posting and n-gram lists are varint gaps (varint.ts), the trigram lists plain.
 */
export interface PartArrays {
  /** Bit i: `languages[i]` (a text of a game in several languages is kept once, with their bits). */
  languages: string[];
  words: string[];
  /** Languages of the titles, aliases and names holding each word (0: descriptions only): close words come from these. */
  wordLanguages: Uint32Array;
  /** Padded trigram → words holding it (every word: containment looks through them). */
  trigramKeys: string[];
  trigramStarts: Uint32Array;
  trigramWords: Uint32Array;
  /** Game ids, ascending; each game's first field (one more at the end), categories and tags. */
  games: Uint32Array;
  gameFields: Uint32Array;
  categoryStarts: Uint32Array;
  categories: Uint32Array;
  tagStarts: Uint32Array;
  tags: Uint32Array;
  /**
   * Per field: kind (index into KINDS), languages (an index into `languageSets`, which holds each distinct set's
   * bits: a catalogue has few, so a field takes one or two bytes instead of four; read with `languagesOf`), where
   * its words start (one more at the end).
   */
  fieldKinds: Uint8Array;
  fieldLanguages: Uint8Array | Uint16Array | Uint32Array;
  languageSets: Uint32Array;
  fieldWordStarts: Uint32Array;
  /** The fields' word ids, each in the bits the vocabulary needs (packed.ts): read them with `wordAt`. */
  fieldWords: Uint32Array;
  /** Word × 3 + kind → byte offset of its fields' gaps in `postings` (one more at the end). */
  postingStarts: Uint32Array;
  postings: Uint8Array;
  /** Chinese, Japanese and Korean n-gram → title and alias fields holding it (gaps). */
  gramKeys: string[];
  gramStarts: Uint32Array;
  grams: Uint8Array;
  /**
   * How a title or alias was written: bit i set when its word i starts with a capital (words otherwise as held,
   * one space apart), or IRREGULAR when that does not give it back: then it is in `irregularBytes`, found through
   * `irregularFields` (ascending) and `irregularStarts`.
   */
  caseMasks: Uint16Array;
  irregularFields: Uint32Array;
  irregularStarts: Uint32Array;
  irregularBytes: Uint8Array;
}

/** A read-only part of the search index: the whole catalogue (from a build or a snapshot), or the changed games. */
export class CompactPart {
  readonly wordIds: Map<string, number>;
  /** Each word's count of distinct trigrams (the lists it is in), for similarities without its trigrams. */
  readonly trigramCounts: Uint16Array;
  /** The width of a word id in `fieldWords`. */
  readonly wordBits: number;
  private readonly trigramIds: Map<string, number>;
  private readonly gramIds: Map<string, number>;
  private readonly decoder = new TextDecoder();

  constructor(readonly arrays: PartArrays) {
    this.wordIds = new Map(arrays.words.map((word, id) => [word, id]));
    this.trigramIds = new Map(arrays.trigramKeys.map((key, id) => [key, id]));
    this.gramIds = new Map(arrays.gramKeys.map((key, id) => [key, id]));
    this.wordBits = bitsFor(arrays.words.length);
    this.trigramCounts = new Uint16Array(arrays.words.length);
    for (let i = 0; i < arrays.trigramWords.length; i++) this.trigramCounts[arrays.trigramWords[i]!]!++;
  }

  get gameCount(): number {
    return this.arrays.games.length;
  }

  /** The bits of these languages (0 for a language no text has). */
  maskOf(languages: string[]): number {
    let mask = 0;
    for (const language of languages) {
      const bit = this.arrays.languages.indexOf(language);
      if (bit >= 0) mask |= 1 << bit;
    }
    return mask;
  }

  /** A game's slot (index into `games`), or -1. */
  slotOf(game: number): number {
    return sortedIndexOf(this.arrays.games, game);
  }

  /** The slot of the game a field belongs to (fields are numbered in game order). */
  slotOfField(field: number): number {
    const { gameFields } = this.arrays;
    let low = 0;
    let high = gameFields.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (gameFields[middle]! <= field) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  categoriesOf(slot: number): Uint32Array {
    const { categoryStarts, categories } = this.arrays;
    return categories.subarray(categoryStarts[slot], categoryStarts[slot + 1]);
  }

  tagsOf(slot: number): Uint32Array {
    const { tagStarts, tags } = this.arrays;
    return tags.subarray(tagStarts[slot], tagStarts[slot + 1]);
  }

  /** The bits of a field's languages. */
  languagesOf(field: number): number {
    return this.arrays.languageSets[this.arrays.fieldLanguages[field]!]!;
  }

  kindOf(field: number): FieldKind {
    return KINDS[this.arrays.fieldKinds[field]!]!;
  }

  /** The word id at a position of `fieldWords` (a field's are from fieldWordStarts[field] on). */
  wordAt(position: number): number {
    return unpack(this.arrays.fieldWords, this.wordBits, position);
  }

  wordsOf(field: number): number[] {
    const { fieldWordStarts } = this.arrays;
    const words: number[] = [];
    for (let at = fieldWordStarts[field]!; at < fieldWordStarts[field + 1]!; at++) words.push(this.wordAt(at));
    return words;
  }

  /** A field's text as matched: its words (`wordsOf`), one space apart. */
  textOf(field: number, words: ArrayLike<number> = this.wordsOf(field)): string {
    let text = '';
    for (let i = 0; i < words.length; i++) text += (i ? ' ' : '') + this.arrays.words[words[i]!]!;
    return text;
  }

  /** A title or alias as written. */
  originalOf(field: number): string {
    const { caseMasks, irregularFields, irregularStarts, irregularBytes, words: dictionary } = this.arrays;
    const mask = caseMasks[field]!;
    if (mask === IRREGULAR) {
      const at = lowerBound(irregularFields, field);
      return this.decoder.decode(irregularBytes.subarray(irregularStarts[at], irregularStarts[at + 1]));
    }
    const words = this.wordsOf(field);
    let text = '';
    for (let i = 0; i < words.length; i++) {
      const word = dictionary[words[i]!]!;
      text += (i ? ' ' : '') + (mask & (1 << i) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
    }
    return text;
  }

  /** The fields of a kind holding a word, ascending. */
  cursor(word: number, kind: FieldKind): PostingCursor {
    const key = word * 3 + KINDS.indexOf(kind);
    return new PostingCursor(
      this.arrays.postings,
      this.arrays.postingStarts[key]!,
      this.arrays.postingStarts[key + 1]!,
    );
  }

  /** Title, alias and name words sharing a trigram with `query`, with their trigram similarity to it. */
  sharingTrigrams(query: string): Array<{ word: number; text: string; similarity: number }> {
    const grams = wordTrigrams(query);
    return [...this.sharedCounts(grams)].map(([word, count]) => ({
      word,
      text: this.arrays.words[word]!,
      similarity: this.similarity(word, count, grams.length),
    }));
  }

  /** The close words (as text) of a query word, from texts in `mask`'s languages. */
  closeWords(query: string, mask: number): string[] {
    const { words, wordLanguages } = this.arrays;
    const grams = wordTrigrams(query);
    const found: string[] = [];
    // Read from the counts directly: a common trigram is shared by thousands of words, most of them not close.
    for (const [word, count] of this.sharedCounts(grams)) {
      const text = words[word]!;
      if (text.length < MIN_CLOSE_WORD || Math.abs(text.length - query.length) > 2) continue;
      if (!(wordLanguages[word]! & mask)) continue;
      if (this.similarity(word, count, grams.length) >= CLOSE_SIMILARITY && isCloseWord(text, query)) found.push(text);
    }
    return found;
  }

  /** Title, alias and name words sharing some of these trigrams: how many each shares. */
  private sharedCounts(grams: string[]): Map<number, number> {
    const { trigramStarts, trigramWords, wordLanguages } = this.arrays;
    const shared = new Map<number, number>();
    for (const gram of grams) {
      const key = this.trigramIds.get(gram);
      if (key === undefined) continue;
      for (let i = trigramStarts[key]!; i < trigramStarts[key + 1]!; i++) {
        const word = trigramWords[i]!;
        if (wordLanguages[word]) shared.set(word, (shared.get(word) ?? 0) + 1);
      }
    }
    return shared;
  }

  /** Trigram similarity of a word sharing `count` of a text's `size` trigrams. */
  private similarity(word: number, count: number, size: number): number {
    return count / (size + this.trigramCounts[word]! - count);
  }

  /** Words containing the piece: through its rarest trigram when it has any, else by reading every word. */
  containing(piece: string): number[] {
    const { trigramStarts, trigramWords, words } = this.arrays;
    const chars = Array.from(piece);
    let candidates: ArrayLike<number> | undefined;
    if (chars.length < 3) candidates = Uint32Array.from(words.keys());
    else {
      for (let i = 0; i + 2 < chars.length; i++) {
        const key = this.trigramIds.get(chars[i]! + chars[i + 1]! + chars[i + 2]!);
        const list =
          key === undefined ? new Uint32Array(0) : trigramWords.subarray(trigramStarts[key], trigramStarts[key + 1]);
        if (!candidates || list.length < candidates.length) candidates = list;
      }
    }
    const found: number[] = [];
    for (let i = 0; i < candidates!.length; i++)
      if (words[candidates![i]!]!.includes(piece)) found.push(candidates![i]!);
    return found;
  }

  /** Title and alias fields passing `keep` holding enough of the n-grams (grams.ts), most first. */
  gramMatches(grams: string[], keep: (field: number) => boolean, limit: number): number[] {
    const { gramStarts, grams: bytes } = this.arrays;
    const lists = grams.map((gram) => {
      const key = this.gramIds.get(gram);
      return key === undefined ? new Uint32Array(0) : decodeList(bytes, gramStarts[key]!, gramStarts[key + 1]!);
    });
    return matchGrams(lists, keep, limit);
  }
}

/** Whether a text's n-grams are worth indexing (titles and aliases in Chinese, Japanese or Korean). */
export const gramsOf = (text: string) => cjkGrams(text, true);

/** The first index whose value is not below `value` (sorted array). */
function lowerBound(list: Uint32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
