import { Dictionary, holdsInEvery, sizeOf } from './dictionary.js';
import { foldQuery } from './fold.js';
import { cjkGrams, GramIndex } from './grams.js';
import { QueryScorer } from './scorer.js';
import { prepareQuery, tokensOf } from './text.js';
import type { FieldKind, GameTexts, IndexQuery, NameText, ScoredGame } from './types.js';

export type { FieldKind, GameTexts, IndexQuery, NameText, ScoredGame } from './types.js';

/** Score below which a game is not a result. A title one typo away scores about 1; an unrelated one about 0. */
export const MIN_SCORE = 0.45;
/** Games each candidate source may give (the scorer then ranks this bounded set). */
export const CANDIDATES_PER_SOURCE = 60;
/** Titles per close word, besides those holding every query word: a fallback, kept small. */
const PER_WORD = 10;
/** The score a category's or tag's name needs for its games to be candidates. */
export const NAME_MATCH = 0.2;
/** Similarity a name needs to be offered as "did you mean"; below it the suggestion is mostly noise. */
const OFFER_SIMILARITY = 0.3;
/** Titles looked at for "did you mean": those holding the closest words, then a few per word. */
const OFFER_TITLES = 60;
const KINDS: FieldKind[] = ['title', 'alias', 'description'];

interface Field {
  game: number;
  kind: FieldKind;
  language: string;
  text: string;
  /** Its words, in order (dictionary ids). */
  words: number[];
  original?: string;
  live: boolean;
}

interface Name extends NameText {
  words: number[];
}

/**
 * The catalogue's searchable texts in memory, for typo-tolerant search at any catalogue size without a database
 * round trip per candidate: a words dictionary with a trigram index (close words of a misspelt query word, words
 * containing a piece of text), each word's fields (titles, aliases, descriptions) by kind, and each game's
 * categories and tags. `search` finds a bounded set of candidates through those indexes, then scores each: title
 * or alias, plus 0.6 × its best category name, 0.5 × its best tag name, plus its description. Ranking by popularity
 * and paging are the database's (service.ts), so counters stay current.
 */
export class SearchIndex {
  private readonly fields: Field[] = [];
  /** Each game's fields, with their languages alongside (scoring skips other languages without reading them). */
  private readonly games = new Map<
    number,
    { fields: number[]; languages: string[]; categories: number[]; tags: number[] }
  >();
  private readonly dictionary = new Dictionary();
  /** Titles and aliases by their Chinese, Japanese and Korean character n-grams. */
  private readonly grams = new GramIndex();
  private names: Name[] = [];
  /** Published games per category ('c' + id) and tag ('t' + id): only names with games are offered. */
  private readonly members = new Map<string, number>();
  private dead = 0;

  constructor(games: Iterable<GameTexts> = [], names: NameText[] = []) {
    for (const game of games) this.add(game);
    this.setNames(names);
  }

  get size(): number {
    return this.games.size;
  }

  /** Replaces a game's texts (undefined: it is no longer published). */
  setGame(id: number, texts: GameTexts | undefined): void {
    const old = this.games.get(id);
    if (old) {
      for (const field of old.fields) this.fields[field]!.live = false;
      this.dead += old.fields.length;
      this.games.delete(id);
      this.count(old, -1);
    }
    if (texts) this.add(texts);
    if (this.dead > 1000 && this.dead > this.fields.length / 2) this.compact();
  }

  /** Replaces every category and tag name. */
  setNames(names: NameText[]): void {
    this.names = names.map((name) => ({ ...name, words: this.dictionary.idsOf(name.text, name.language) }));
  }

  /** The close dictionary words of each query word (missing when it has none), from texts in `language` or English. */
  closeWords(language: string, words: string[]): Map<string, string[]> {
    return this.dictionary.closeWords(language, foldQuery({ text: '', words }).words);
  }

  /**
   * Games matching the query in `language` (or English), relevance at least MIN_SCORE, best first (popularity not
   * yet applied). `named` gives the most played games of the categories and tags whose names match (the database
   * keeps that order current); it is called only when some name does.
   */
  async search(
    language: string,
    query: IndexQuery,
    named: (categories: number[], tags: number[]) => Promise<number[]>,
  ): Promise<ScoredGame[]> {
    query = foldQuery(query);
    const scorer = new QueryScorer(prepareQuery(query.text, query.words), (id) => this.dictionary.word(id).text);
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const nameScores = this.nameScores(languages, scorer);
    const candidates = this.candidates(languages, query);
    const matching = (scores: Map<number, number>) =>
      [...scores].filter(([, score]) => score >= NAME_MATCH).map(([id]) => id);
    const categories = matching(nameScores.c);
    const tags = matching(nameScores.t);
    if (categories.length + tags.length > 0) for (const id of await named(categories, tags)) candidates.add(id);
    const scored: ScoredGame[] = [];
    for (const id of candidates) {
      const game = this.score(id, languages, scorer, nameScores);
      if (game && game.score >= MIN_SCORE) scored.push(game);
    }
    return scored.sort((a, b) => b.score - a.score);
  }

  /**
   * The closest name to a query that found nothing: a published game's title, or the name of a visible category or
   * a tag with published games, in `language` or English, by trigram similarity with the whole name or its closest
   * run of words (at least OFFER_SIMILARITY; never the query itself). Titles are looked at through the dictionary:
   * those holding a word close to a word of every part of the query, then a few per close word. Ties go to titles,
   * then categories, then tags, then alphabetical order. Null when nothing is close.
   */
  closestName(language: string, query: IndexQuery): string | null {
    query = foldQuery(query);
    const scorer = new QueryScorer(prepareQuery(query.text, query.words), (id) => this.dictionary.word(id).text);
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const offers: Array<{ name: string; kind: number; score: number; text: string }> = [];
    for (const name of this.names) {
      if (name.hidden || !languages.includes(name.language) || !this.members.get(`${name.kind}${name.id}`)) continue;
      offers.push({
        name: name.original,
        kind: name.kind === 'c' ? 1 : 2,
        score: scorer.fuzzy(name.words),
        text: name.text,
      });
    }
    for (const id of this.offeredTitles(languages, query)) {
      const field = this.fields[id]!;
      offers.push({ name: field.original ?? field.text, kind: 0, score: scorer.fuzzy(field.words), text: field.text });
    }
    const best = offers
      .filter((offer) => offer.score >= OFFER_SIMILARITY && offer.text !== query.text)
      .sort((a, b) => b.score - a.score || a.kind - b.kind || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))[0];
    return best?.name ?? null;
  }

  /** Title fields worth offering: holding a similar word for every query word, then the first few per word. */
  private offeredTitles(languages: string[], query: IndexQuery): Set<number> {
    const groups = tokensOf(query.text).flatMap((part) => {
      const similar = this.dictionary.similarWords(part, 5);
      return similar.length > 0 ? [similar] : [];
    });
    const found = new Set<number>();
    const titles = (groups: string[][], limit: number) => {
      for (const id of this.fieldsHoldingEvery('title', languages, groups, limit)) found.add(id);
    };
    if (groups.length > 0) titles(groups, OFFER_TITLES);
    for (const word of new Set(groups.flat())) titles([[word]], PER_WORD);
    return found;
  }

  private add(game: GameTexts): void {
    const ids: number[] = [];
    for (const { kind, language, text, original } of game.texts) {
      if (!text) continue;
      const id = this.fields.length;
      const words = this.dictionary.idsOf(text, kind === 'description' ? undefined : language);
      this.fields.push({ game: game.id, kind, language, text, words, original, live: true });
      ids.push(id);
      for (const word of new Set(words)) this.dictionary.word(word).postings[kind].push(id);
      if (kind !== 'description') this.grams.add(id, text);
    }
    this.count(game, 1);
    this.games.set(game.id, {
      fields: ids,
      languages: ids.map((id) => this.fields[id]!.language),
      categories: game.categories,
      tags: game.tags,
    });
  }

  private count(game: { categories: number[]; tags: number[] }, by: number): void {
    for (const id of game.categories) this.members.set(`c${id}`, (this.members.get(`c${id}`) ?? 0) + by);
    for (const id of game.tags) this.members.set(`t${id}`, (this.members.get(`t${id}`) ?? 0) + by);
  }

  /** Drops dead fields from every posting list (after many games were replaced). */
  private compact(): void {
    const live = new Map<number, number>();
    const fields = this.fields.filter((field) => field.live);
    this.fields.forEach((field, old) => field.live && live.set(old, live.size));
    this.fields.length = 0;
    this.fields.push(...fields);
    for (const game of this.games.values()) game.fields = game.fields.map((old) => live.get(old)!);
    this.dictionary.compact(live);
    this.grams.compact(live);
    this.dead = 0;
  }

  /** Each category's and tag's best name score in the languages, where above 0, by id. */
  private nameScores(languages: string[], scorer: QueryScorer): NameScores {
    const scores: NameScores = { c: new Map(), t: new Map() };
    for (const name of this.names) {
      if (!languages.includes(name.language)) continue;
      const score = scorer.text(name.text, name.words);
      if (score > (scores[name.kind].get(name.id) ?? 0)) scores[name.kind].set(name.id, score);
    }
    return scores;
  }

  /**
   * Games worth scoring: titles, aliases and descriptions containing the whole text; titles and aliases holding
   * enough of its Chinese, Japanese or Korean n-grams; titles and aliases holding a close word of every query word; a
   * few titles per close word.
   */
  private candidates(languages: string[], query: IndexQuery): Set<number> {
    const found = new Set<number>();
    this.containing(languages, query.text, found);
    const grams = cjkGrams(query.text);
    if (grams.length > 0) {
      const keep = (id: number) => this.fields[id]!.live && languages.includes(this.fields[id]!.language);
      for (const id of this.grams.matching(grams, keep, CANDIDATES_PER_SOURCE)) found.add(this.fields[id]!.game);
    }
    const groups = [...this.closeWords(languages[0]!, query.words).values()];
    if (groups.length === 0) return found;
    this.holdingEvery('title', languages, groups, found);
    this.holdingEvery('alias', languages, groups, found);
    if (groups.length > 1) {
      for (const word of new Set(groups.flat())) this.holdingEvery('title', languages, [[word]], found, PER_WORD);
    }
    return found;
  }

  /** Adds up to CANDIDATES_PER_SOURCE games with a field of each kind containing the text. */
  private containing(languages: string[], text: string, found: Set<number>): void {
    const tokens = tokensOf(text);
    // Its longest word is in a word of every text containing it.
    const words = tokens.length
      ? this.dictionary.containing(tokens.reduce((a, b) => (b.length > a.length ? b : a)))
      : [];
    for (const kind of KINDS) {
      const lists = tokens.length ? words.map((word) => word.postings[kind]) : [[...this.fields.keys()]];
      let added = 0;
      for (const list of lists) {
        for (const id of list) {
          const field = this.fields[id]!;
          if (field.kind !== kind || !field.live || !languages.includes(field.language) || !field.text.includes(text)) {
            continue;
          }
          found.add(field.game);
          if (++added >= CANDIDATES_PER_SOURCE) break;
        }
        if (added >= CANDIDATES_PER_SOURCE) break;
      }
    }
  }

  /** Adds up to `limit` games with a field of this kind holding a word of every group. */
  private holdingEvery(
    kind: FieldKind,
    languages: string[],
    groups: string[][],
    found: Set<number>,
    limit = CANDIDATES_PER_SOURCE,
  ): void {
    for (const id of this.fieldsHoldingEvery(kind, languages, groups, limit)) found.add(this.fields[id]!.game);
  }

  /**
   * Up to `limit` live fields of this kind in the languages holding a word of every group: the fields of the group
   * with the fewest, each looked up in the others' posting lists (sorted by field id, so by binary search).
   */
  private fieldsHoldingEvery(kind: FieldKind, languages: string[], groups: string[][], limit: number): number[] {
    const [first, ...others] = groups
      .map((words) => words.map((text) => this.dictionary.postings(text, kind)))
      .sort((a, b) => sizeOf(a) - sizeOf(b));
    const found: number[] = [];
    for (const list of first!) {
      for (const id of list) {
        // The posting lists first: they are at hand, the fields are scattered through memory.
        if (!holdsInEvery(others, id)) continue;
        const field = this.fields[id]!;
        if (!field.live || !languages.includes(field.language)) continue;
        found.push(id);
        if (found.length >= limit) return found;
      }
    }
    return found;
  }

  private score(id: number, languages: string[], scorer: QueryScorer, nameScores: NameScores): ScoredGame | undefined {
    const game = this.games.get(id);
    if (!game) return undefined;
    let title = 0;
    let alias: { text: string; shown: string; score: number } | undefined;
    let description = 0;
    for (let i = 0; i < game.fields.length; i++) {
      if (!languages.includes(game.languages[i]!)) continue;
      const field = this.fields[game.fields[i]!]!;
      if (field.kind === 'title') title = Math.max(title, scorer.text(field.text, field.words));
      else if (field.kind === 'description') {
        description = Math.max(description, scorer.description(field.text, field.words));
      } else {
        const score = scorer.text(field.text, field.words);
        if (!alias || score > alias.score || (score === alias.score && field.text < alias.text)) {
          alias = { text: field.text, shown: field.original ?? field.text, score };
        }
      }
    }
    const score =
      Math.max(title, alias?.score ?? 0) +
      0.6 * bestOf(nameScores.c, game.categories) +
      0.5 * bestOf(nameScores.t, game.tags) +
      description;
    const rounded = Math.round(score * 10) / 10;
    return alias && alias.score >= MIN_SCORE && alias.score > title
      ? { id, score: rounded, alias: alias.shown }
      : { id, score: rounded };
  }
}

/** Category ('c') and tag ('t') name scores by id. */
type NameScores = Record<'c' | 't', Map<number, number>>;

const bestOf = (scores: Map<number, number>, ids: number[]) => {
  let best = 0;
  for (const id of ids) best = Math.max(best, scores.get(id) ?? 0);
  return best;
};
