// A prototype of a compact in-process search index (bench:search-options, docs/benchmarks/search-memory.md): the
// same matching and scoring rules as src/modules/search/engine, with the index held in a few typed arrays instead of
// an object per field, word and posting list, so that a million games in eighteen languages fit in well under 1 GB
// and the whole index can be written to one file and read back (a replica's start) in a second or two.
// Titles only: aliases, descriptions and category or tag names would be more of the same arrays.
import { readFileSync, writeFileSync } from 'node:fs';
import { foldQuery } from '../src/modules/search/engine/fold.js';
import { cjkGrams, holds, matchGrams } from '../src/modules/search/engine/grams.js';
import { MIN_SCORE } from '../src/modules/search/engine/search-index.js';
import { QueryScorer } from '../src/modules/search/engine/scorer.js';
import { isCloseWord, prepareQuery, tokensOf, wordTrigrams } from '../src/modules/search/engine/text.js';
import type { IndexQuery, ScoredGame } from '../src/modules/search/engine/types.js';

import { bitOf, type Lists, type Parts } from './search-compact-build.js';

export { CompactBuilder, LANGUAGES } from './search-compact-build.js';

const listOf = (lists: Lists, key: number | undefined) =>
  key === undefined ? new Uint32Array(0) : lists.values.subarray(lists.starts[key], lists.starts[key + 1]);

const CANDIDATES = 60;
const PER_WORD = 10;
const CLOSE_SIMILARITY = 0.1;

const ARRAYS = ['textGame', 'textLanguages', 'textStarts', 'textWords', 'byteStarts'] as const;
const LISTS = ['postings', 'trigrams', 'grams'] as const;

export class CompactIndex {
  private readonly trigramIds: Map<string, number>;
  private readonly gramIds: Map<string, number>;

  constructor(private readonly parts: Parts) {
    this.trigramIds = new Map(parts.trigramKeys.map((key, id) => [key, id]));
    this.gramIds = new Map(parts.gramKeys.map((key, id) => [key, id]));
  }

  get texts(): number {
    return this.parts.textGame.length;
  }

  /** Bytes held in typed arrays and buffers (the strings of words and keys come on top). */
  get arrayBytes(): number {
    const { parts } = this;
    let total = parts.bytes.length;
    for (const name of ARRAYS) total += parts[name].byteLength;
    for (const name of LISTS) total += parts[name].starts.byteLength + parts[name].values.byteLength;
    return total;
  }

  /** Games matching the query in `language` or English, relevance (title only) at least MIN_SCORE, best first. */
  search(language: string, query: IndexQuery): ScoredGame[] {
    query = foldQuery(query);
    const { parts } = this;
    // Texts kept as their words: the query is compared the same way.
    if (parts.bytes.length === 0) query = { ...query, text: tokensOf(query.text).join(' ') };
    const scorer = new QueryScorer(prepareQuery(query.text, query.words), (id) => parts.words[id]!);
    const mask = bitOf(language) | bitOf('en');
    const texts = new Set<number>();
    const wanted = (text: number) => (parts.textLanguages[text]! & mask) !== 0;
    this.containing(query.text, wanted, texts);
    const grams = cjkGrams(query.text);
    if (grams.length > 0) for (const text of this.gramMatches(grams, wanted)) texts.add(text);
    const groups = query.words.map((word) => this.closeWords(word, mask)).filter((group) => group.length > 0);
    if (groups.length > 0) {
      this.holdingEvery(groups, wanted, CANDIDATES, texts);
      if (groups.length > 1)
        for (const word of new Set(groups.flat())) this.holdingEvery([[word]], wanted, PER_WORD, texts);
    }
    const best = new Map<number, number>();
    for (const text of texts) {
      const game = parts.textGame[text]!;
      const score = scorer.text(
        this.textOf(text),
        parts.textWords.subarray(parts.textStarts[text], parts.textStarts[text + 1]),
      );
      if (score > (best.get(game) ?? 0)) best.set(game, score);
    }
    const scored: ScoredGame[] = [];
    for (const [id, score] of best) if (score >= MIN_SCORE) scored.push({ id, score: Math.round(score * 10) / 10 });
    return scored.sort((a, b) => b.score - a.score);
  }

  /** Writes the index to one file: a JSON header (lengths, word and key lists) and the arrays' bytes. */
  save(file: string): void {
    const { parts } = this;
    const blobs: Array<Uint8Array> = [];
    const add = (array: Uint32Array | Buffer) => {
      blobs.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      return array.length;
    };
    const header = {
      words: parts.words.join('\n'),
      trigramKeys: parts.trigramKeys.join('\n'),
      gramKeys: parts.gramKeys.join('\n'),
      lengths: [
        ...ARRAYS.map((name) => add(parts[name])),
        add(parts.bytes) + 0 * blobs.push(new Uint8Array((4 - (parts.bytes.length % 4)) % 4)),
        ...LISTS.flatMap((name) => [add(parts[name].starts), add(parts[name].values)]),
      ],
    };
    const head = Buffer.from(JSON.stringify(header));
    const size = Buffer.alloc(8);
    size.writeUInt32LE(head.length);
    // Arrays start at a multiple of 4 bytes, so they can be viewed in place when read back.
    const padding = Buffer.alloc((4 - ((8 + head.length) % 4)) % 4);
    writeFileSync(file, Buffer.concat([size, head, padding, ...blobs]));
  }

  /** Reads a file `save` wrote: the arrays are views of the file's one buffer (no copy). */
  static load(file: string): CompactIndex {
    const data = readFileSync(file);
    const headLength = data.readUInt32LE(0);
    const header = JSON.parse(data.toString('utf8', 8, 8 + headLength)) as {
      words: string;
      trigramKeys: string;
      gramKeys: string;
      lengths: number[];
    };
    let at = data.byteOffset + 8 + headLength;
    at += (4 - (at % 4)) % 4;
    const lengths = [...header.lengths];
    const u32 = () => {
      const length = lengths.shift()!;
      const array = new Uint32Array(data.buffer, at, length);
      at += length * 4;
      return array;
    };
    const [textGame, textLanguages, textStarts, textWords, byteStarts] = ARRAYS.map(u32) as [
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
    ];
    const byteLength = lengths.shift()!;
    const bytes = Buffer.from(data.buffer, at, byteLength);
    at += byteLength;
    at += (4 - (at % 4)) % 4;
    const [postings, trigrams, grams] = LISTS.map(() => ({ starts: u32(), values: u32() })) as [Lists, Lists, Lists];
    const split = (text: string) => (text ? text.split('\n') : []);
    return new CompactIndex({
      words: split(header.words),
      textGame,
      textLanguages,
      textStarts,
      textWords,
      byteStarts,
      bytes,
      postings,
      trigramKeys: split(header.trigramKeys),
      trigrams,
      gramKeys: split(header.gramKeys),
      grams,
    });
  }

  private textOf(text: number): string {
    const { byteStarts, bytes, words, textWords, textStarts } = this.parts;
    if (bytes.length > 0) return bytes.toString('utf8', byteStarts[text], byteStarts[text + 1]);
    const own: string[] = [];
    for (let i = textStarts[text]!; i < textStarts[text + 1]!; i++) own.push(words[textWords[i]!]!);
    return own.join(' ');
  }

  /** Words a typo's reach from `query`, of texts in the languages (as the product's dictionary finds them). */
  private closeWords(query: string, mask: number): number[] {
    const { parts } = this;
    const grams = wordTrigrams(query);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const word of listOf(parts.trigrams, this.trigramIds.get(gram)))
        shared.set(word, (shared.get(word) ?? 0) + 1);
    }
    const found: number[] = [];
    for (const [word, count] of shared) {
      const text = parts.words[word]!;
      if (text.length < 3 || Math.abs(text.length - query.length) > 2) continue;
      if (count / (grams.length + wordTrigrams(text).length - count) < CLOSE_SIMILARITY) continue;
      if (!isCloseWord(text, query)) continue;
      // In a text of the languages (the first few texts tell; a word only in other languages is rare).
      const posted = listOf(parts.postings, word);
      let inLanguages = false;
      for (let i = 0; i < posted.length && i < 64 && !inLanguages; i++)
        inLanguages = (parts.textLanguages[posted[i]!]! & mask) !== 0;
      if (inLanguages) found.push(word);
    }
    return found;
  }

  /** Up to `limit` texts wanted holding a word of every group (the smallest group's lists read, the others probed). */
  private holdingEvery(groups: number[][], wanted: (text: number) => boolean, limit: number, into: Set<number>): void {
    const lists = groups
      .map((group) => group.map((word) => listOf(this.parts.postings, word)))
      .sort((a, b) => a.reduce((sum, list) => sum + list.length, 0) - b.reduce((sum, list) => sum + list.length, 0));
    const [first, ...others] = lists;
    let added = 0;
    for (const list of first!) {
      for (const text of list) {
        if (!others.every((group) => group.some((other) => holds(other, text)))) continue;
        if (!wanted(text)) continue;
        into.add(text);
        if (++added >= limit) return;
      }
    }
  }

  /** Up to CANDIDATES texts wanted containing the whole query (through its longest word's containing words). */
  private containing(text: string, wanted: (text: number) => boolean, into: Set<number>): void {
    const tokens = tokensOf(text);
    if (tokens.length === 0) return;
    const piece = tokens.reduce((a, b) => (b.length > a.length ? b : a));
    const chars = Array.from(piece);
    if (chars.length < 3) return;
    let words: Uint32Array | undefined;
    for (let i = 0; i + 2 < chars.length; i++) {
      const list = listOf(this.parts.trigrams, this.trigramIds.get(chars[i]! + chars[i + 1]! + chars[i + 2]!));
      if (!words || list.length < words.length) words = list;
    }
    let added = 0;
    for (const word of words!) {
      if (!this.parts.words[word]!.includes(piece)) continue;
      for (const candidate of listOf(this.parts.postings, word)) {
        if (!wanted(candidate) || !this.textOf(candidate).includes(text)) continue;
        into.add(candidate);
        if (++added >= CANDIDATES) return;
      }
    }
  }

  /**
   * Texts holding enough of the query's CJK n-grams (a third, or all of one or two), up to CANDIDATES: GramIndex.matching
   * (engine/grams.ts, `matchGrams`) over these arrays.
   */
  private gramMatches(grams: string[], wanted: (text: number) => boolean): number[] {
    return matchGrams(
      grams.map((gram) => listOf(this.parts.grams, this.gramIds.get(gram))),
      wanted,
      CANDIDATES,
    );
  }
}
