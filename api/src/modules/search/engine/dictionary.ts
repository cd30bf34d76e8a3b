import { isCloseWord, rememberTrigrams, tokensOf, wordTrigrams } from './text.js';
import type { FieldKind } from './types.js';

/** Trigram similarity a dictionary word needs before its edit distance is looked at (pg_trgm's default is 0.3). */
export const CLOSE_SIMILARITY = 0.1;
/** Shortest dictionary word offered as a close word. */
const MIN_CLOSE_WORD = 3;
const KINDS: FieldKind[] = ['title', 'alias', 'description'];

export interface Word {
  text: string;
  /** Languages of the titles, aliases and names holding it: close words come from the request's and English. */
  languages: Set<string>;
  /** Fields holding it, by kind (field ids, ascending; the index skips dead ones and `compact` drops them). */
  postings: Record<FieldKind, number[]>;
}

/**
 * Every word of the indexed texts, with an id, its fields by kind, and two trigram indexes: over every word (to find
 * words containing a piece of text) and over the words of titles, aliases and names only (where close words and
 * similar words come from).
 */
export class Dictionary {
  private readonly words: Word[] = [];
  private readonly ids = new Map<string, number>();
  /** Padded trigram → ids of words holding it. */
  private readonly trigrams = new Map<string, number[]>();
  /** The same for words of titles, aliases and names only. */
  private readonly namingTrigrams = new Map<string, number[]>();

  word(id: number): Word {
    return this.words[id]!;
  }

  /** The word's fields of this kind (none for an unknown word). */
  postings(text: string, kind: FieldKind): number[] {
    const id = this.ids.get(text);
    return id === undefined ? [] : this.words[id]!.postings[kind];
  }

  /** A text's words as ids, adding new words (and, for titles, aliases and names, the language). */
  idsOf(text: string, language: string | undefined): number[] {
    return tokensOf(text).map((token) => {
      const id = this.idOf(token);
      const word = this.words[id]!;
      if (language && !word.languages.has(language)) {
        if (word.languages.size === 0)
          for (const gram of rememberTrigrams(token)) listIn(this.namingTrigrams, gram).push(id);
        word.languages.add(language);
      }
      return id;
    });
  }

  /** The close words of each query word (missing when it has none), from texts in `language` or English. */
  closeWords(language: string, words: string[]): Map<string, string[]> {
    const close = new Map<string, string[]>();
    for (const query of words) {
      const found: string[] = [];
      for (const { word, similarity } of this.sharingTrigrams(query)) {
        if (word.text.length < MIN_CLOSE_WORD || Math.abs(word.text.length - query.length) > 2) continue;
        if (!word.languages.has(language) && !word.languages.has('en')) continue;
        if (similarity >= CLOSE_SIMILARITY && isCloseWord(word.text, query)) found.push(word.text);
      }
      if (found.length > 0) close.set(query, found.sort());
    }
    return close;
  }

  /** The most similar title, alias and name words to `part` (by trigram similarity, at least CLOSE_SIMILARITY). */
  similarWords(part: string, limit: number): string[] {
    return this.sharingTrigrams(part)
      .filter((word) => word.similarity >= CLOSE_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit)
      .map(({ word }) => word.text);
  }

  /** Words containing the piece: through its trigrams when it has any, else by reading every word. */
  containing(piece: string): Word[] {
    const chars = Array.from(piece);
    let ids: number[];
    if (chars.length < 3) ids = [...this.words.keys()];
    else {
      ids = [];
      for (let i = 0; i + 2 < chars.length; i++) {
        const list = this.trigrams.get(chars[i]! + chars[i + 1]! + chars[i + 2]!) ?? [];
        if (i === 0 || list.length < ids.length) ids = list;
      }
    }
    return ids.map((id) => this.words[id]!).filter((word) => word.text.includes(piece));
  }

  /** Renumbers every posting list after the index dropped dead fields (`renumber`: old id → new, or undefined). */
  compact(renumber: Map<number, number>): void {
    for (const word of this.words) {
      for (const kind of KINDS) word.postings[kind] = word.postings[kind].flatMap((old) => renumber.get(old) ?? []);
    }
  }

  /** Title, alias and name words sharing a trigram with `query`, with their trigram similarity to it. */
  private sharingTrigrams(query: string): Array<{ word: Word; similarity: number }> {
    const grams = wordTrigrams(query);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const id of this.namingTrigrams.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    return [...shared].map(([id, count]) => {
      const word = this.words[id]!;
      return { word, similarity: count / (grams.length + rememberTrigrams(word.text).length - count) };
    });
  }

  private idOf(text: string): number {
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    const id = this.words.push({ text, languages: new Set(), postings: { title: [], alias: [], description: [] } }) - 1;
    this.ids.set(text, id);
    for (const gram of rememberTrigrams(text)) listIn(this.trigrams, gram).push(id);
    return id;
  }
}

export const sizeOf = (lists: number[][]) => lists.reduce((sum, list) => sum + list.length, 0);

/** Whether every group has a (sorted) list holding the value. */
export function holdsInEvery(groups: number[][][], value: number): boolean {
  for (const lists of groups) {
    let held = false;
    for (const list of lists) if ((held = holds(list, value))) break;
    if (!held) return false;
  }
  return true;
}

/** Whether a sorted list holds the value. */
export function holds(list: number[], value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

function listIn(lists: Map<string, number[]>, key: string): number[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}
