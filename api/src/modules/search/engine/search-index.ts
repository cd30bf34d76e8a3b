import { CLOSE_SIMILARITY, type CompactPart } from './compact-part.js';
import { foldQuery } from './fold.js';
import { cjkGrams } from './grams.js';
import { buildPart, IndexParts } from './index-parts.js';
import { QueryScorer } from './scorer.js';
import { sortedVocabulary, suggestIn } from './suggest.js';
import { prepareQuery, tokensOf, type PreparedQuery } from './text.js';
import type { FieldKind, GameTexts, IndexQuery, NameText, ScoredGame } from './types.js';
import { fieldsContaining, fieldsHoldingEvery } from './field-walks.js';

export type { GameTexts, IndexQuery, NameText, ScoredGame } from './types.js';

/** Score below which a game is not a result. A title one typo away scores about 1; an unrelated one about 0. */
export const MIN_SCORE = 0.45;
/** Games each candidate source may give (the scorer then ranks this bounded set). */
const CANDIDATES_PER_SOURCE = 60;
/** Titles per close word, besides those holding every query word: a fallback, kept small. */
const PER_WORD = 10;
/** The score a category's or tag's name needs for its games to be candidates. */
export const NAME_MATCH = 0.2;
/** Similarity a name needs to be offered as "did you mean"; below it the suggestion is mostly noise. */
const OFFER_SIMILARITY = 0.3;
/** Titles looked at for "did you mean": those holding the closest words, then a few per word. */
const OFFER_TITLES = 60;
const KINDS: FieldKind[] = ['title', 'alias', 'description'];

/**
 * The catalogue's searchable texts in memory, for typo-tolerant search at any catalogue size without a database
 * round trip per candidate. Held compactly (compact-part.ts: a dictionary of words with ids, texts as word ids,
 * postings as varint gaps, one start per game), in layers (index-parts.ts): the base, built from the database or
 * read from a snapshot, and an overlay of the games changed since. `search` finds a bounded set of candidates
 * through the word, trigram and n-gram lists, then scores each: title or alias, plus 0.6 × its best category name,
 * 0.5 × its best tag name, plus its description. Ranking by popularity and paging are the database's (service.ts).
 * Texts are compared as their words one space apart (punctuation is not held), queries too.
 */
export class SearchIndex {
  private readonly parts: IndexParts;

  constructor(games: Iterable<GameTexts> = [], names: NameText[] = [], base?: CompactPart) {
    this.parts = new IndexParts(base ?? buildPart(games).part);
    sortedVocabulary(this.parts.base);
    this.setNames(names);
  }

  get size(): number {
    return this.parts.size;
  }

  /** Games changed since the base was built or read (held in the overlay). */
  get changed(): number {
    return this.parts.changedCount;
  }

  /** Replaces a game's texts (undefined: it is no longer published). */
  setGame(id: number, texts: GameTexts | undefined): void {
    this.parts.setGame(id, texts);
  }

  /** Replaces every category and tag name. */
  setNames(names: NameText[]): void {
    this.parts.setNames(names);
  }

  /** The close dictionary words of each query word (missing when it has none), from texts in `language` or English. */
  closeWords(language: string, words: string[]): Map<string, string[]> {
    const close = new Map<string, string[]>();
    const parts = this.parts.readParts();
    for (const query of foldQuery({ text: '', words }).words) {
      const found = new Set<string>();
      for (const { part } of parts)
        for (const word of part.closeWords(query, part.maskOf([language, 'en']))) found.add(word);
      if (found.size > 0) close.set(query, [...found].sort());
    }
    return close;
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
    query = asHeld(query);
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const prepared = prepareQuery(query.text, query.words);
    const scorers = new Map<CompactPart, QueryScorer>();
    const scorerOf = (part: CompactPart) => {
      let scorer = scorers.get(part);
      if (!scorer) scorers.set(part, (scorer = scorerOver(prepared, part)));
      return scorer;
    };
    const nameScores = this.nameScores(languages, scorerOf(this.parts.current().part));
    const candidates = this.candidates(languages, query);
    const matching = (scores: Map<number, number>) =>
      [...scores].filter(([, score]) => score >= NAME_MATCH).map(([id]) => id);
    const categories = matching(nameScores.c);
    const tags = matching(nameScores.t);
    if (categories.length + tags.length > 0) for (const id of await named(categories, tags)) candidates.add(id);
    const scored: ScoredGame[] = [];
    for (const id of candidates) {
      const at = this.parts.locate(id);
      if (!at) continue;
      const game = score(id, at.part, at.slot, at.part.maskOf(languages), scorerOf(at.part), nameScores);
      if (game.score >= MIN_SCORE) scored.push(game);
    }
    return scored.sort((a, b) => b.score - a.score);
  }

  /**
   * Suggestions for a search box: games whose title in `language` or English holds the text, scored 2 when the
   * title starts with it, 1 when a word of it does, 0 when it contains it (suggest.ts); the database ranks them
   * by that, then popularity. Containment is looked for only when the first two give fewer than `wanted` games.
   */
  suggest(language: string, query: IndexQuery, wanted: number): ScoredGame[] {
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const found = suggestIn(this.parts.readParts(), (part) => part.maskOf(languages), asHeld(query).text, wanted);
    return [...found].map(([id, score]) => ({ id, score }));
  }

  /**
   * The closest name to a query that found nothing: a published game's title, or the name of a visible category or
   * a tag with published games, in `language` or English, by trigram similarity with the whole name or its closest
   * run of words (at least OFFER_SIMILARITY; never the query itself). Titles are looked at through the dictionary:
   * those holding a word close to a word of every part of the query, then a few per close word. Ties go to titles,
   * then categories, then tags, then alphabetical order. Null when nothing is close.
   */
  closestName(language: string, query: IndexQuery): string | null {
    query = asHeld(query);
    const prepared = prepareQuery(query.text, query.words);
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const offers: Array<{ name: string; kind: number; score: number; text: string }> = [];
    const overlay = this.parts.current();
    const nameScorer = scorerOver(prepared, overlay.part);
    for (const name of overlay.names) {
      if (name.hidden || !languages.includes(name.language) || !this.parts.membersOf(name.kind, name.id)) {
        continue;
      }
      offers.push({
        name: name.original,
        kind: name.kind === 'c' ? 1 : 2,
        score: nameScorer.fuzzy(name.words),
        text: name.text,
      });
    }
    const groups = this.similarGroups(query.text);
    for (const { part, servesField } of this.parts.readParts()) {
      const scorer = scorerOver(prepared, part);
      const mask = part.maskOf(languages);
      const keep = (field: number) => (part.languagesOf(field) & mask) !== 0 && servesField(field);
      const found = new Set<number>();
      if (groups.length > 0)
        for (const field of fieldsHoldingEvery(part, 'title', groups, keep, OFFER_TITLES)) found.add(field);
      for (const word of new Set(groups.flat())) {
        for (const field of fieldsHoldingEvery(part, 'title', [[word]], keep, PER_WORD)) found.add(field);
      }
      for (const field of found) {
        offers.push({
          name: part.originalOf(field),
          kind: 0,
          score: scorer.fuzzy(part.wordsOf(field)),
          text: part.textOf(field),
        });
      }
    }
    const best = offers
      .filter((offer) => offer.score >= OFFER_SIMILARITY && offer.text !== query.text)
      .sort((a, b) => b.score - a.score || a.kind - b.kind || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))[0];
    return best?.name ?? null;
  }

  /** For each word of the text, the five title, alias and name words most similar to it (none: left out). */
  private similarGroups(text: string): string[][] {
    const parts = this.parts.readParts();
    return tokensOf(text).flatMap((piece) => {
      const best = new Map<string, number>();
      for (const { part } of parts) {
        for (const { text: word, similarity } of part.sharingTrigrams(piece)) {
          if (similarity >= CLOSE_SIMILARITY) best.set(word, Math.max(similarity, best.get(word) ?? 0));
        }
      }
      const similar = [...best]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([word]) => word);
      return similar.length > 0 ? [similar] : [];
    });
  }

  /** Each category's and tag's best name score in the languages, where above 0, by id. */
  private nameScores(languages: string[], scorer: QueryScorer): NameScores {
    const scores: NameScores = { c: new Map(), t: new Map() };
    for (const name of this.parts.current().names) {
      if (!languages.includes(name.language)) continue;
      const score = scorer.text(name.text, name.words);
      if (score > (scores[name.kind].get(name.id) ?? 0)) scores[name.kind].set(name.id, score);
    }
    return scores;
  }

  /**
   * Games worth scoring, from each part: titles, aliases and descriptions containing the whole text; titles and
   * aliases holding enough of its Chinese, Japanese or Korean n-grams; titles and aliases holding a close word of
   * every query word; a few titles per close word.
   */
  private candidates(languages: string[], query: IndexQuery): Set<number> {
    const found = new Set<number>();
    const grams = cjkGrams(query.text);
    const groups = [...this.closeWords(languages[0]!, query.words).values()];
    for (const { part, servesField } of this.parts.readParts()) {
      const mask = part.maskOf(languages);
      const keep = (field: number) => (part.languagesOf(field) & mask) !== 0 && servesField(field);
      const add = (fields: number[]) => {
        for (const field of fields) found.add(part.arrays.games[part.slotOfField(field)]!);
      };
      for (const kind of KINDS) add(fieldsContaining(part, query.text, kind, keep, CANDIDATES_PER_SOURCE));
      if (grams.length > 0) add(part.gramMatches(grams, keep, CANDIDATES_PER_SOURCE));
      if (groups.length === 0) continue;
      add(fieldsHoldingEvery(part, 'title', groups, keep, CANDIDATES_PER_SOURCE));
      add(fieldsHoldingEvery(part, 'alias', groups, keep, CANDIDATES_PER_SOURCE));
      if (groups.length > 1) {
        for (const word of new Set(groups.flat())) add(fieldsHoldingEvery(part, 'title', [[word]], keep, PER_WORD));
      }
    }
    return found;
  }
}

/** A scorer reading its words, and their trigram counts, from the part's dictionary. */
const scorerOver = (prepared: PreparedQuery, part: CompactPart) =>
  new QueryScorer(
    prepared,
    (id) => part.arrays.words[id]!,
    (id) => part.trigramCounts[id]!,
  );

/** A query compared as texts are held: folded, its words one space apart. */
const asHeld = (query: IndexQuery): IndexQuery => {
  const folded = foldQuery(query);
  return { text: tokensOf(folded.text).join(' '), words: folded.words };
};

/** Category ('c') and tag ('t') name scores by id. */
type NameScores = Record<'c' | 't', Map<number, number>>;

function score(
  id: number,
  part: CompactPart,
  slot: number,
  mask: number,
  scorer: QueryScorer,
  nameScores: NameScores,
): ScoredGame {
  const { gameFields } = part.arrays;
  let title = 0;
  let alias: { text: string; field: number; score: number } | undefined;
  let description = 0;
  for (let field = gameFields[slot]!; field < gameFields[slot + 1]!; field++) {
    if ((part.languagesOf(field) & mask) === 0) continue;
    const kind = part.kindOf(field);
    const words = part.wordsOf(field);
    const text = part.textOf(field, words);
    if (kind === 'title') title = Math.max(title, scorer.text(text, words));
    else if (kind === 'description') description = Math.max(description, scorer.description(text, words));
    else {
      const score = scorer.text(text, words);
      if (!alias || score > alias.score || (score === alias.score && text < alias.text)) alias = { text, field, score };
    }
  }
  const total =
    Math.max(title, alias?.score ?? 0) +
    0.6 * bestOf(nameScores.c, part.categoriesOf(slot)) +
    0.5 * bestOf(nameScores.t, part.tagsOf(slot)) +
    description;
  const rounded = Math.round(total * 10) / 10;
  return alias && alias.score >= MIN_SCORE && alias.score > title
    ? { id, score: rounded, alias: part.originalOf(alias.field) }
    : { id, score: rounded };
}

const bestOf = (scores: Map<number, number>, ids: ArrayLike<number>) => {
  let best = 0;
  for (let i = 0; i < ids.length; i++) best = Math.max(best, scores.get(ids[i]!) ?? 0);
  return best;
};
