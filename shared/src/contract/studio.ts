/**
 * Studio contract: what a maker sees about their own games (api/src/modules/studio), read from the daily rollups
 * of analytics events and counters (docs/analytics.md#studio-rollups). Every answer is in the API's usual envelope
 * (`data` holds what is described here); the CSV export is the one exception (text/csv).
 */
import { Type, type Static } from 'typebox';
import { Nullable, Slug } from './common';

/** Stable codes of the studio's and the operations console's refusals. */
export const STUDIO_ERROR_CODES = {
  /** `from` after `to`, a range longer than STUDIO_MAX_RANGE_DAYS, or a date that does not exist. */
  badRange: 40090,
  /** Signed in, but not an operator (OPERATOR_EMAILS, or `npm run operator -w api -- grant <email>`). */
  notOperator: 40390,
  /** No game of that slug among the caller's own: another maker's game answers the same as a missing one. */
  unknownGame: 40490,
  /** No user has the email or id an operator named to grant or revoke the role. */
  unknownUser: 40491,
} as const;

/** Longest range one stats request covers, both ends included. */
export const STUDIO_MAX_RANGE_DAYS = 366;
/** Range when the query names none: the last 30 days up to today (UTC). */
export const STUDIO_DEFAULT_RANGE_DAYS = 30;
/** A play counts as "played one minute or more" (the funnel's last step) from this many seconds. */
export const STUDIO_ENGAGED_SECONDS = 60;
/** Latest comments without the maker's answer that a stats answer lists. */
export const STUDIO_UNANSWERED_COMMENTS = 20;

/** A game as the studio lists it; `in_review` is a first version not yet approved. */
export const STUDIO_GAME_STATUSES = ['live', 'in_review', 'rejected', 'removed'] as const;
/** One submitted build of a game: the live one, one waiting for review, a rejected one, or one a newer replaced. */
export const STUDIO_VERSION_STATUSES = ['live', 'in_review', 'rejected', 'replaced'] as const;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A UTC calendar day, YYYY-MM-DD.' });
const Count = Type.Integer({ minimum: 0 });

export const StudioVersion = Type.Object({
  fileId: Type.String(),
  version: Nullable(Type.String(), { description: "The build's version folder." }),
  status: Type.Enum([...STUDIO_VERSION_STATUSES]),
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  reason: Nullable(Type.String(), { description: "The moderator's reason when rejected." }),
});

export const StudioGame = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  status: Type.Enum([...STUDIO_GAME_STATUSES]),
  publishedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Headline counters, as the game page shows them (the counters' write-behind totals). */
  views: Count,
  plays: Count,
  likes: Count,
  votesUp: Count,
  votesDown: Count,
  /** Wilson lower bound of the thumbs up share (0–1), 0 without votes. */
  rating: Type.Number(),
  /** Newest first. */
  versions: Type.Array(StudioVersion),
});
export const StudioGames = Type.Object({ games: Type.Array(StudioGame) });

export const StudioStatsParams = Type.Object({ slug: Slug });
export const StudioStatsQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

/**
 * One UTC day of a game. Plays are counted from `play_start` events, play time from `play_time` events
 * (docs/analytics.md), page views from `visit` events of the game's page in any locale. Players are the account
 * when signed in, else the device. The like and vote fields are the game's totals at the end of that day (carried
 * forward over days without a change), so they draw a trend.
 */
export const StudioDay = Type.Object({
  date: Day,
  pageViews: Count,
  playStarts: Count,
  uniquePlayers: Count,
  /** Players whose first play of this game was on this day. */
  newPlayers: Count,
  /** Plays that lasted STUDIO_ENGAGED_SECONDS or more. */
  engagedPlays: Count,
  playSeconds: Count,
  /** Median length of this day's plays, in seconds; 0 without plays. */
  medianPlaySeconds: Type.Number({ minimum: 0 }),
  /** Of the players new on this day, how many played again on the next day. */
  returningDay1: Count,
  /** Of the players new on this day, how many played again exactly seven days later. */
  returningDay7: Count,
  comments: Count,
  likes: Count,
  votesUp: Count,
  votesDown: Count,
  rating: Type.Number(),
});
export type StudioDay = Static<typeof StudioDay>;

/** The CSV export's columns, in order: the header row names them in snake_case (`page_views`, …). */
export const STUDIO_CSV_COLUMNS = [
  'date',
  'pageViews',
  'playStarts',
  'uniquePlayers',
  'newPlayers',
  'engagedPlays',
  'playSeconds',
  'medianPlaySeconds',
  'returningDay1',
  'returningDay7',
  'comments',
  'likes',
  'votesUp',
  'votesDown',
  'rating',
] as const satisfies ReadonlyArray<keyof StudioDay>;

export const StudioFunnel = Type.Object({ pageViews: Count, playStarts: Count, engagedPlays: Count });
export const StudioTotals = Type.Object({
  pageViews: Count,
  playStarts: Count,
  engagedPlays: Count,
  playSeconds: Count,
  newPlayers: Count,
  comments: Count,
});

/** One value of a dimension (a locale code, `web` / `h5`, a traffic source type) over the range. */
export const StudioBreakdownRow = Type.Object({ value: Type.String(), pageViews: Count, playStarts: Count });
export const StudioBreakdowns = Type.Object({
  locale: Type.Array(StudioBreakdownRow),
  device: Type.Array(StudioBreakdownRow),
  source: Type.Array(StudioBreakdownRow),
});

/** A top-level comment on the game that the maker has not answered (no reply by the game's owner). */
export const StudioComment = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  likeCount: Count,
  replyCount: Count,
});

export const StudioStats = Type.Object({
  game: Type.Object({ slug: Type.String(), title: Type.String() }),
  from: Day,
  to: Day,
  /** Every day of the range, oldest first, zeros where nothing happened. */
  days: Type.Array(StudioDay),
  totals: StudioTotals,
  funnel: StudioFunnel,
  /** Most page views first. */
  breakdowns: StudioBreakdowns,
  /** Newest first, at most STUDIO_UNANSWERED_COMMENTS. */
  comments: Type.Array(StudioComment),
  /** When the rollups last folded new events in: the numbers include everything received before it. */
  rolledUpAt: Nullable(Type.String({ format: 'date-time' })),
});
export type StudioStats = Static<typeof StudioStats>;
export type StudioGames = Static<typeof StudioGames>;
export type StudioGame = Static<typeof StudioGame>;
