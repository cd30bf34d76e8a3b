// The search-compact.ts prototype's builder: texts collected while they are read, frozen into typed arrays.
import { Growing } from '../src/modules/search/engine/compact-build.js';
import { cjkGrams } from '../src/modules/search/engine/grams.js';
import { tokensOf, wordTrigrams } from '../src/modules/search/engine/text.js';
import { CompactIndex } from './search-compact.js';

/** Languages by bit (a text shared by several languages of one game is kept once, with their bits). */
export const LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'th', 'tr'];
LANGUAGES.push('vi', 'zh-CN', 'zh-TW');
export const bitOf = (language: string) => 1 << Math.max(0, LANGUAGES.indexOf(language));

/** Keyed lists as two arrays (compressed sparse rows): list k is values[starts[k] .. starts[k + 1]). */
export interface Lists {
  starts: Uint32Array;
  values: Uint32Array;
}

/** Turns (key, value) pairs, values ascending per key, into Lists by a counting sort. */
export function listsOf(keys: Uint32Array, values: Uint32Array, keyCount: number): Lists {
  const starts = new Uint32Array(keyCount + 1);
  for (const key of keys) starts[key + 1]!++;
  for (let k = 0; k < keyCount; k++) starts[k + 1]! += starts[k]!;
  const next = starts.slice(0, keyCount);
  const sorted = new Uint32Array(values.length);
  for (let i = 0; i < keys.length; i++) sorted[next[keys[i]!]!++] = values[i]!;
  return { starts, values: sorted };
}

/** Collects texts while they are read (one game's texts in a row), then freezes them into the index. */
export class CompactBuilder {
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly textGame = new Growing();
  private readonly textLanguages = new Growing();
  private readonly textStarts = new Growing();
  private readonly textWords = new Growing();
  /** Every text's UTF-8 bytes, one after another (one buffer: no object per text). */
  private textBytes = Buffer.alloc(1 << 20);
  private readonly byteStarts = new Growing();
  private bytes = 0;
  private readonly gramIds = new Map<string, number>();
  private readonly gramKeys = new Growing();
  private readonly gramTexts = new Growing();
  private game = -1;
  private readonly seen = new Map<string, number>();

  /** keepTexts false: texts are not kept as written but as their words joined by spaces (about a third less). */
  constructor(private readonly keepTexts = true) {}

  /** One title (normalised as the product's, text.ts) of a game in a language. */
  add(game: number, language: string, text: string): void {
    if (!text) return;
    if (game !== this.game) {
      this.game = game;
      this.seen.clear();
    }
    const same = this.seen.get(text);
    if (same !== undefined) {
      this.textLanguages.array[same]! |= bitOf(language);
      return;
    }
    const id = this.textGame.length;
    this.seen.set(text, id);
    this.textGame.push(game);
    this.textLanguages.push(bitOf(language));
    this.textStarts.push(this.textWords.length);
    for (const token of tokensOf(text)) {
      let word = this.wordIds.get(token);
      if (word === undefined) this.wordIds.set(token, (word = this.words.push(token) - 1));
      this.textWords.push(word);
    }
    if (this.keepTexts) this.keep(text);
    for (const gram of cjkGrams(text, true)) {
      let key = this.gramIds.get(gram);
      if (key === undefined) this.gramIds.set(gram, (key = this.gramIds.size));
      this.gramKeys.push(key);
      this.gramTexts.push(id);
    }
  }

  private keep(text: string): void {
    this.byteStarts.push(this.bytes);
    const length = Buffer.byteLength(text);
    if (this.bytes + length > this.textBytes.length) {
      const bigger = Buffer.alloc(Math.max(this.textBytes.length * 2, this.bytes + length));
      this.textBytes.copy(bigger, 0, 0, this.bytes);
      this.textBytes = bigger;
    }
    this.bytes += this.textBytes.write(text, this.bytes);
  }

  build(): CompactIndex {
    const textCount = this.textGame.length;
    this.textStarts.push(this.textWords.length);
    if (this.keepTexts) this.byteStarts.push(this.bytes);
    const textWords = this.textWords.done();
    const textStarts = this.textStarts.done();
    // Posting lists: each word's texts (ascending, as texts were added in order).
    const postingKeys = new Uint32Array(textWords.length);
    const postingTexts = new Uint32Array(textWords.length);
    let n = 0;
    for (let text = 0; text < textCount; text++) {
      for (let i = textStarts[text]!; i < textStarts[text + 1]!; i++) {
        const word = textWords[i]!;
        // A word twice in one text is posted once.
        if (n > 0 && postingKeys[n - 1] === word && postingTexts[n - 1] === text) continue;
        postingKeys[n] = word;
        postingTexts[n++] = text;
      }
    }
    const postings = listsOf(postingKeys.subarray(0, n), postingTexts.subarray(0, n), this.words.length);
    const trigramIds = new Map<string, number>();
    const trigramKeys = new Growing();
    const trigramWords = new Growing();
    this.words.forEach((word, id) => {
      for (const trigram of wordTrigrams(word)) {
        let key = trigramIds.get(trigram);
        if (key === undefined) trigramIds.set(trigram, (key = trigramIds.size));
        trigramKeys.push(key);
        trigramWords.push(id);
      }
    });
    return new CompactIndex({
      words: this.words,
      textGame: this.textGame.done(),
      textLanguages: this.textLanguages.done(),
      textStarts,
      textWords,
      byteStarts: this.byteStarts.done(),
      bytes: Buffer.from(this.textBytes.subarray(0, this.bytes)),
      postings,
      trigramKeys: [...trigramIds.keys()],
      trigrams: listsOf(trigramKeys.done(), trigramWords.done(), trigramIds.size),
      gramKeys: [...this.gramIds.keys()],
      grams: listsOf(this.gramKeys.done(), this.gramTexts.done(), this.gramIds.size),
    });
  }
}

export interface Parts {
  words: string[];
  /** Per distinct text: its game, its languages' bits, where its words and its UTF-8 bytes start. */
  textGame: Uint32Array;
  textLanguages: Uint32Array;
  textStarts: Uint32Array;
  textWords: Uint32Array;
  byteStarts: Uint32Array;
  bytes: Buffer;
  /** Word → texts holding it. */
  postings: Lists;
  /** Padded trigram → words holding it. */
  trigramKeys: string[];
  trigrams: Lists;
  /** Chinese, Japanese and Korean n-gram → texts holding it. */
  gramKeys: string[];
  grams: Lists;
}
