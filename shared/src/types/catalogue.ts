/** Catalogue shapes: the contract's schemas (contract/catalogue.ts) as the types the remotes render. */
import type { Static } from 'typebox';
import type * as C from '../contract/catalogue';
import type { PageInfo } from '../contract/common';

export type Category = Static<typeof C.Category>;
/** A category as a page header: the navigation fields plus its description. */
export type CategoryDetail = Static<typeof C.CategoryDetail>;
export type Tag = Static<typeof C.Tag>;
export type NamedRef = Static<typeof C.NamedRef>;
export type GameSummary = Static<typeof C.GameSummary>;
export type GameOrientation = Static<typeof C.GameOrientation>;
export type GameDetail = Static<typeof C.GameDetail>;

/** One page of a list; `page` starts at 1. */
export type Page<T> = { items: T[] } & Static<typeof PageInfo>;

export type GameSort = Static<typeof C.GameSort>;
export type CategoryGamesPage = Static<typeof C.CategoryGamesPage>;
export type TagGamesPage = Static<typeof C.TagGamesPage>;
/** GET /g/search: results for the normalised `query`; when nothing matched, the closest known name to try. */
export type SearchResultsPage = Static<typeof C.SearchResultsPage>;
export type SearchHit = Static<typeof C.SearchHit>;
export type GameCounters = Static<typeof C.GameCounters>;
export type CounterToken = Static<typeof C.CounterToken>;
export type MakerGamesPage = Static<typeof C.MakerGamesPage>;
export type GameReportBody = Static<typeof C.GameReportBody>;
export type GameReportReceipt = Static<typeof C.GameReportReceipt>;
export type ReportProblem = Static<typeof C.ReportProblem>;

/**
 * Stable codes of counter refusals: a play or like without a valid counter token (counters count people), and an
 * address that asked for tokens for too many new devices this hour.
 */
export const COUNTER_ERROR_CODES = {
  counterTokenInvalid: 40370,
  tooManyDevices: 42970,
} as const;
/** Every published game, for sitemaps. */
export type GameSitemapEntry = Static<typeof C.GameSitemapEntry>;
