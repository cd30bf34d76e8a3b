import { gramMatch } from './grams.js';
import { isCloseWord, wordTrigrams, type PreparedQuery } from './text.js';

/** What one dictionary word shares with the query: worked out once per search, however many texts hold it. */
interface WordFigures {
  /** Its distinct trigrams. */
  size: number;
  /** How many of them the query holds. */
  common: number;
  /** Bit i: it is a typo's reach from the query's word i. */
  close: number;
}

/**
 * Scores texts against one query. Texts come as their words (dictionary ids, in order, see search-index.ts), so
 * each word's trigrams and edit distances are worked out once per search: titles and descriptions repeat words.
 *
 * - `text` (titles, aliases, category and tag names), about 0 (unrelated) to 3 (the same): the better of trigram
 *   similarity with the whole text and with its closest run of words (one more than the query has, at most), plus 1
 *   for the same text, 0.6 when it starts with the query, 0.4 when it contains it, plus up to 0.8 for the share of
 *   query words with a close word in the text. Chinese, Japanese and Korean runs are compared by character n-grams
 *   too (grams.ts): their similarity stands in for the trigrams', their coverage for the share of words, when
 *   higher.
 * - `description`: 0.5 when it contains the query, else 0.4 × the closest run's similarity when that is 0.6 or more.
 *
 * Similarities are shared trigrams over all trigrams of both, adding up each distinct word's (pg_trgm's
 * similarity and word_similarity, but for a trigram that two words of a text both hold, which counts twice).
 */
export class QueryScorer {
  private readonly figures = new Map<number, WordFigures>();

  private readonly queryTrigrams: string[];

  /** `trigramCount`: a dictionary word's count of distinct trigrams, when kept (else worked out from its text). */
  constructor(
    readonly query: PreparedQuery,
    private readonly wordText: (id: number) => string,
    private readonly trigramCount: (id: number) => number = (id) => wordTrigrams(wordText(id)).length,
  ) {
    this.queryTrigrams = [...query.trigrams];
  }

  text(text: string, words: ArrayLike<number>): number {
    const { query } = this;
    if (!text || !query.text) return 0;
    let close = 0;
    for (let i = 0; i < words.length; i++) close |= this.of(words[i]!).close;
    const contained = text === query.text ? 1 : text.startsWith(query.text) ? 0.6 : text.includes(query.text) ? 0.4 : 0;
    const grams = gramMatch(query.grams, text);
    return (
      Math.max(this.fuzzy(words), grams.similarity) +
      contained +
      0.8 * Math.max(bits(close) / Math.max(query.words.length, 1), grams.coverage)
    );
  }

  /** Trigram similarity alone: the better of the whole text's and its closest run of words'. */
  fuzzy(words: ArrayLike<number>): number {
    let size = 0;
    let common = 0;
    for (let i = 0; i < words.length; i++) {
      const id = words[i]!;
      if (indexOf(words, id) < i) continue;
      const word = this.of(id);
      size += word.size;
      common += word.common;
    }
    return Math.max(this.jaccard(common, size), this.closestRun(words));
  }

  description(text: string, words: ArrayLike<number>): number {
    if (!text || !this.query.text) return 0;
    if (text.includes(this.query.text)) return 0.5;
    const run = this.closestRun(words);
    return run >= 0.6 ? 0.4 * run : 0;
  }

  /** The best similarity of a run of consecutive words: runs start at a word sharing something with the query. */
  private closestRun(words: ArrayLike<number>): number {
    let best = 0;
    const longest = this.query.length + 1;
    for (let i = 0; i < words.length; i++) {
      if (this.of(words[i]!).common === 0) continue;
      let size = 0;
      let common = 0;
      for (let j = i; j < words.length && j < i + longest; j++) {
        const word = this.of(words[j]!);
        size += word.size;
        common += word.common;
        best = Math.max(best, this.jaccard(common, size));
      }
    }
    return best;
  }

  private jaccard(common: number, size: number): number {
    const total = this.query.trigrams.size;
    if (total === 0 || size === 0) return 0;
    const shared = Math.min(common, total, size);
    return shared / (total + size - shared);
  }

  private of(id: number): WordFigures {
    let figures = this.figures.get(id);
    if (figures) return figures;
    const text = this.wordText(id);
    // The trigrams both hold: the query's (a few) looked for in the padded word, without listing the word's own.
    const padded = `  ${text} `;
    let common = 0;
    for (const trigram of this.queryTrigrams) if (padded.includes(trigram)) common++;
    let close = 0;
    this.query.words.forEach((word, i) => {
      if (isCloseWord(text, word)) close |= 1 << i;
    });
    figures = { size: this.trigramCount(id), common, close };
    this.figures.set(id, figures);
    return figures;
  }
}

const bits = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
};

function indexOf(words: ArrayLike<number>, id: number): number {
  for (let i = 0; i < words.length; i++) if (words[i] === id) return i;
  return -1;
}
