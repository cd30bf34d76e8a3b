import { CompactPart, gramsOf, IRREGULAR, KINDS, type PartArrays } from './compact-part.js';
import { bitsFor, pack } from './packed.js';
import { tokensOf, wordTrigrams } from './text.js';
import type { GameTexts } from './types.js';
import { varintLength, writeVarint } from './varint.js';

/** A Uint32Array that grows as it is filled (build time only). */
export class Growing {
  array = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new Uint32Array(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
  done = () => this.array.slice(0, this.length);
}

/** Words capitalised as in `original` when that is all that tells them apart (else IRREGULAR). */
function caseMaskOf(words: string[], original: string): number {
  if (words.length > 15) return IRREGULAR;
  let mask = 0;
  let rebuilt = '';
  words.forEach((word, i) => {
    const capital = word.charAt(0).toUpperCase() + word.slice(1);
    const upper = capital !== word && original.startsWith(capital, rebuilt.length + (i ? 1 : 0));
    if (upper) mask |= 1 << i;
    rebuilt += (i ? ' ' : '') + (upper ? capital : word);
  });
  return rebuilt === original ? mask : IRREGULAR;
}

/**
 * Collects games (ascending ids, one whole game at a time) and the words of category and tag names, then freezes
 * them into a CompactPart. Posting and n-gram lists are written in two passes over the fields (sizes, then bytes),
 * so a build holds no list of (word, field) pairs: at a million games that would be hundreds of megabytes.
 */
export class PartBuilder {
  private readonly languages: string[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly wordLanguages = new Growing();
  private readonly games = new Growing();
  private readonly gameFields = new Growing();
  private readonly categoryStarts = new Growing();
  private readonly categories = new Growing();
  private readonly tagStarts = new Growing();
  private readonly tags = new Growing();
  private readonly fieldKinds = new Growing();
  private readonly fieldLanguages = new Growing();
  private readonly fieldWordStarts = new Growing();
  private readonly fieldWords = new Growing();
  private readonly caseMasks = new Growing();
  private readonly irregularFields = new Growing();
  private readonly irregularStarts = new Growing();
  private irregular: Buffer[] = [];
  private irregularLength = 0;
  private lastGame = -1;

  /** One game's texts; games come in ascending id order. */
  add(game: GameTexts): void {
    if (game.id <= this.lastGame) throw new Error(`Search index build: game ${game.id} after ${this.lastGame}`);
    this.lastGame = game.id;
    this.games.push(game.id);
    this.gameFields.push(this.fieldKinds.length);
    this.categoryStarts.push(this.categories.length);
    for (const id of game.categories) this.categories.push(id);
    this.tagStarts.push(this.tags.length);
    for (const id of game.tags) this.tags.push(id);
    // The same text of one kind in several languages is kept once, with their bits.
    const seen = new Map<string, number>();
    for (const { kind, language, text, original } of game.texts) {
      const words = tokensOf(text);
      if (words.length === 0) continue;
      const bit = this.bitOf(language);
      const key = `${kind}\n${words.join(' ')}\n${original ?? ''}`;
      const same = seen.get(key);
      if (same !== undefined) {
        this.fieldLanguages.array[same]! |= bit;
        if (kind !== 'description') for (const word of words) this.wordLanguages.array[this.idOf(word)]! |= bit;
        continue;
      }
      const field = this.fieldKinds.length;
      seen.set(key, field);
      this.fieldKinds.push(KINDS.indexOf(kind));
      this.fieldLanguages.push(bit);
      this.fieldWordStarts.push(this.fieldWords.length);
      for (const word of words) {
        const id = this.idOf(word);
        if (kind !== 'description') this.wordLanguages.array[id]! |= bit;
        this.fieldWords.push(id);
      }
      const mask = kind === 'description' ? 0 : caseMaskOf(words, original ?? words.join(' '));
      this.caseMasks.push(mask);
      if (mask === IRREGULAR) {
        const bytes = Buffer.from(original ?? text);
        this.irregularFields.push(field);
        this.irregularStarts.push(this.irregularLength);
        this.irregular.push(bytes);
        this.irregularLength += bytes.length;
      }
    }
  }

  /** A category's or tag's name: its words join the dictionary with the language (close words come from them). */
  addName(text: string, language: string): number[] {
    const bit = this.bitOf(language);
    return tokensOf(text).map((word) => {
      const id = this.idOf(word);
      this.wordLanguages.array[id]! |= bit;
      return id;
    });
  }

  build(): CompactPart {
    const fieldCount = this.fieldKinds.length;
    this.gameFields.push(fieldCount);
    this.categoryStarts.push(this.categories.length);
    this.tagStarts.push(this.tags.length);
    this.fieldWordStarts.push(this.fieldWords.length);
    this.irregularStarts.push(this.irregularLength);
    const fieldWordStarts = this.fieldWordStarts.done();
    const fieldWords = this.fieldWords.done();
    const fieldKinds = Uint8Array.from(this.fieldKinds.done());
    const distinct = (field: number) =>
      new Set(fieldWords.subarray(fieldWordStarts[field], fieldWordStarts[field + 1]));
    const postings = writeLists(this.words.length * 3, fieldCount, (field, emit) => {
      for (const word of distinct(field)) emit(word * 3 + fieldKinds[field]!);
    });
    const gramIds = new Map<string, number>();
    const gramsOfField = (field: number) => {
      if (KINDS[fieldKinds[field]!] === 'description') return [];
      const words = fieldWords.subarray(fieldWordStarts[field], fieldWordStarts[field + 1]);
      return gramsOf(Array.from(words, (id) => this.words[id]!).join(' '));
    };
    for (let field = 0; field < fieldCount; field++) {
      for (const gram of gramsOfField(field)) if (!gramIds.has(gram)) gramIds.set(gram, gramIds.size);
    }
    const grams = writeLists(gramIds.size, fieldCount, (field, emit) => {
      for (const gram of gramsOfField(field)) emit(gramIds.get(gram)!);
    });
    const trigramIds = new Map<string, number>();
    const trigramLists: number[][] = [];
    this.words.forEach((word, id) => {
      for (const trigram of wordTrigrams(word)) {
        let key = trigramIds.get(trigram);
        if (key === undefined) trigramIds.set(trigram, (key = trigramLists.push([]) - 1));
        trigramLists[key]!.push(id);
      }
    });
    const trigramStarts = new Uint32Array(trigramLists.length + 1);
    trigramLists.forEach((list, key) => (trigramStarts[key + 1] = trigramStarts[key]! + list.length));
    return new CompactPart({
      languages: this.languages,
      words: this.words,
      wordLanguages: this.wordLanguages.array.slice(0, this.words.length),
      trigramKeys: [...trigramIds.keys()],
      trigramStarts,
      trigramWords: Uint32Array.from(trigramLists.flat()),
      games: this.games.done(),
      gameFields: this.gameFields.done(),
      categoryStarts: this.categoryStarts.done(),
      categories: this.categories.done(),
      tagStarts: this.tagStarts.done(),
      tags: this.tags.done(),
      fieldKinds,
      ...languageSetsOf(this.fieldLanguages.done()),
      fieldWordStarts,
      fieldWords: pack(fieldWords, bitsFor(this.words.length)),
      postingStarts: postings.starts,
      postings: postings.bytes,
      gramKeys: [...gramIds.keys()],
      gramStarts: grams.starts,
      grams: grams.bytes,
      caseMasks: Uint16Array.from(this.caseMasks.done()),
      irregularFields: this.irregularFields.done(),
      irregularStarts: this.irregularStarts.done(),
      irregularBytes: new Uint8Array(Buffer.concat(this.irregular, this.irregularLength)),
    });
  }

  private bitOf(language: string): number {
    let bit = this.languages.indexOf(language);
    if (bit < 0) {
      if (this.languages.length === 32) throw new Error('Search index: more than 32 languages');
      bit = this.languages.push(language) - 1;
    }
    return 1 << bit;
  }

  private idOf(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      this.wordIds.set(word, (id = this.words.push(word) - 1));
      this.wordLanguages.push(0);
    }
    return id;
  }
}

/** Each field's languages as an index into the distinct sets, in the narrowest array that holds the indexes. */
function languageSetsOf(masks: Uint32Array): Pick<PartArrays, 'fieldLanguages' | 'languageSets'> {
  const ids = new Map<number, number>();
  const indexes = new Uint32Array(masks.length);
  for (let field = 0; field < masks.length; field++) {
    let id = ids.get(masks[field]!);
    if (id === undefined) ids.set(masks[field]!, (id = ids.size));
    indexes[field] = id;
  }
  const fieldLanguages =
    ids.size <= 0x100 ? Uint8Array.from(indexes) : ids.size <= 0x10000 ? Uint16Array.from(indexes) : indexes;
  return { fieldLanguages, languageSets: Uint32Array.from(ids.keys()) };
}

/**
 * Lists of fields by key, as varint gaps: `keysOf(field, emit)` names the keys a field is in (each once). A first
 * pass sizes every list, a second writes them in place.
 */
function writeLists(
  keyCount: number,
  fieldCount: number,
  keysOf: (field: number, emit: (key: number) => void) => void,
): { starts: Uint32Array; bytes: Uint8Array } {
  const last = new Float64Array(keyCount).fill(-1);
  const sizes = new Float64Array(keyCount + 1);
  for (let field = 0; field < fieldCount; field++) {
    keysOf(field, (key) => {
      sizes[key + 1]! += varintLength(field - Math.max(0, last[key]!));
      last[key] = field;
    });
  }
  const starts = new Uint32Array(keyCount + 1);
  for (let key = 0; key < keyCount; key++) starts[key + 1] = starts[key]! + sizes[key + 1]!;
  const bytes = new Uint8Array(starts[keyCount]!);
  const at = Float64Array.from(starts.subarray(0, keyCount));
  last.fill(-1);
  for (let field = 0; field < fieldCount; field++) {
    keysOf(field, (key) => {
      at[key] = writeVarint(bytes, at[key]!, field - Math.max(0, last[key]!));
      last[key] = field;
    });
  }
  return { starts, bytes };
}
