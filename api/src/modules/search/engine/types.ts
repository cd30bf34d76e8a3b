/** What the search index takes in and gives back (search-index.ts). */

export type FieldKind = 'title' | 'alias' | 'description';
/** One published game's searchable texts (normalised, see text.ts), as loaded from the database. */
export interface GameTexts {
  id: number;
  /** `original`: a title or alias as written (results name the alias they matched). */
  texts: Array<{ kind: FieldKind; language: string; text: string; original?: string }>;
  categories: number[];
  tags: number[];
}

/** A category's ('c') or tag's ('t') name in one language. */
export interface NameText {
  kind: 'c' | 't';
  id: number;
  language: string;
  /** Normalised, as matched. */
  text: string;
  /** As written (offered as "did you mean"). */
  original: string;
  /** A hidden category: matched by search, never offered. */
  hidden?: boolean;
}

/** A scored game: relevance rounded to 0.1 (ties go to popularity), and the alias it matched through, if any. */
export interface ScoredGame {
  id: number;
  score: number;
  alias?: string;
}

/** A query as the index sees it: the normalised text and its distinct words of three letters or more. */
export interface IndexQuery {
  text: string;
  words: string[];
}
