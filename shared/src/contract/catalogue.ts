/** Catalogue contract: categories, tags, game cards and pages, search, counters and the sitemap list. */
import { Type } from 'typebox';
import { ActorHeaders, Limit, LanguageQuery, Nullable, PageLimit, PageNumber, pageOf, Slug } from './common';

export const CategoryType = Type.Enum(['general', 'special']);
export const CategoryShowType = Type.Enum(['nav', 'all', 'hidden'], {
  description: 'nav and all appear in navigation (product §3); hidden categories only group games.',
});

export const Category = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  type: CategoryType,
  show_type: CategoryShowType,
  sort_order: Type.Integer(),
  game_count: Type.Integer(),
});

/** A category as a page header: the navigation fields plus its description. */
export const CategoryDetail = Type.Object({ ...Category.properties, description: Type.String() });

export const Tag = Type.Object({ slug: Type.String(), name: Type.String(), game_count: Type.Integer() });

export const NamedRef = Type.Object({ slug: Type.String(), name: Type.String() });

export const GameSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String(),
  category: Nullable(NamedRef),
  likes: Type.Integer(),
  plays: Type.Integer(),
  votes_up: Type.Integer({ description: 'Thumbs up (ratings).' }),
  votes_down: Type.Integer({ description: 'Thumbs down.' }),
  published_at: Nullable(Type.String()),
  updated_at: Type.String(),
});

/** A player's thumbs on a game: up, down, or none. */
export const Vote = Type.Unsafe<'up' | 'down' | null>({ type: ['string', 'null'], enum: ['up', 'down', null] });

export const GameOrientation = Type.Enum(['landscape', 'portrait', 'any']);

export const GameDetail = Type.Object({
  ...GameSummary.properties,
  instructions: Type.String(),
  play_url: Type.String({
    description: "Absolute URL of the playable build on the games origin, with the page's language as `?lang=`.",
  }),
  orientation: GameOrientation,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  aspect_ratio: Nullable(
    Type.Number({ description: 'width / height when both are known, else null (the player then fills its frame).' }),
  ),
  categories: Type.Array(NamedRef),
  tags: Type.Array(NamedRef),
  views: Type.Integer(),
  author: Type.String(),
  author_slug: Nullable(
    Type.String({ description: "The maker page's slug (/makers/{slug}); null without an author." }),
  ),
  liked: Type.Boolean({
    description: 'Whether the calling device (or, once logged in, the user) has liked the game.',
  }),
  vote: Vote,
});

const GAME_SORTS = ['new', 'hot', 'top'] as const;
export const GameSort = Type.Enum(GAME_SORTS);
const GameSortQuery = Type.Enum(GAME_SORTS, { default: 'hot' });

export const GamePage = pageOf(GameSummary);
export const CategoryGamesPage = pageOf(GameSummary, { category: CategoryDetail });
export const TagGamesPage = pageOf(GameSummary, { tag: Tag });
/** GET /g/search: results for the normalised `query`; when nothing matched, the closest known name to try. */
/** A search result: the game, and the alias (another name players know it by) it matched, when its title did not. */
export const SearchHit = Type.Object({
  ...GameSummary.properties,
  matched_alias: Type.Optional(
    Type.String({ description: 'The alias that matched better than the title (e.g. "tetris" for Block Drop).' }),
  ),
});

export const SearchResultsPage = pageOf(SearchHit, { query: Type.String(), did_you_mean: Nullable(Type.String()) });

export const GameCounters = Type.Object({
  views: Type.Integer(),
  plays: Type.Integer(),
  likes: Type.Integer(),
  liked: Type.Boolean(),
  votes_up: Type.Integer(),
  votes_down: Type.Integer(),
  vote: Vote,
});

/** POST /g/{slug}/vote: thumbs up, down, or take the vote back (none). */
export const VoteBody = Type.Object({ vote: Type.Enum(['up', 'down', 'none']) });

/** The maker page: one author's published games, newest first. */
export const MakerGamesPage = pageOf(GameSummary, { maker: Type.Object({ slug: Type.String(), name: Type.String() }) });
export const MakerGamesQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: PageLimit });

/** What is wrong with a game (the same choices as feedback problems). */
export const ReportProblem = Type.Enum(['not_loading', 'crash', 'controls', 'display', 'sound', 'other']);
/** POST /g/{slug}/report: a broken game, from anyone. */
export const GameReportBody = Type.Object({
  problem: ReportProblem,
  message: Type.Optional(Type.String({ maxLength: 500 })),
});
export const GameReportReceipt = Type.Object({ id: Type.Integer(), created_at: Type.String() });

/** POST /g/{slug}/counter-token: what a play or like of this game from this device must carry (X-Counter-Token). */
export const CounterToken = Type.Object({ token: Type.String(), expires_at: Type.String() });
/** Who counts (X-Device-Id) and the proof that the game page asked for it (X-Counter-Token). */
export const CounterHeaders = Type.Object({
  'x-device-id': ActorHeaders.properties['x-device-id'],
  'x-counter-token': Type.Optional(Type.String({ maxLength: 80 })),
});

/** Every published game, for sitemaps. */
export const GameSitemapEntry = Type.Object({ slug: Type.String(), title: Type.String(), updated_at: Type.String() });

/** `GET /g/all`: every published game by slug, or (for one sitemap part) `limit` of them from `offset` on. */
export const SitemapListQuery = Type.Object({
  language: LanguageQuery,
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50_000 })),
});

export const CategoryListQuery = Type.Object({
  language: LanguageQuery,
  type: Type.Optional(CategoryType),
  show_type: Type.Optional(CategoryShowType),
});

/** The games of one category or tag. */
const SORTED_PAGE = { language: LanguageQuery, page: PageNumber, limit: PageLimit, sort: GameSortQuery };
export const FiledGamesQuery = Type.Object(SORTED_PAGE);

export const GameListQuery = Type.Object({
  ...SORTED_PAGE,
  category: Type.Optional(Slug),
  tag: Type.Optional(Slug),
});

/** Hot, new, featured and recommended: `slug` is a category, or for /g/recommend the game to relate to. */
export const ShortListQuery = Type.Object({ language: LanguageQuery, limit: Limit, slug: Type.Optional(Slug) });
/** How many of the player's recent games /g/recommend takes into account. */
export const RECOMMEND_PLAYED_MAX = 12;
export const RecommendQuery = Type.Object({
  ...ShortListQuery.properties,
  played: Type.Optional(
    Type.String({
      pattern: `^[a-z0-9-]+(,[a-z0-9-]+){0,${RECOMMEND_PLAYED_MAX - 1}}$`,
      maxLength: RECOMMEND_PLAYED_MAX * 81,
      description: "The player's recent games, comma-separated: left out of the answer, their categories weigh in.",
    }),
  ),
});

export const MAX_QUERY_LENGTH = 500;
export const SearchQuery = Type.Object({
  q: Type.String({ maxLength: MAX_QUERY_LENGTH }),
  language: LanguageQuery,
  page: PageNumber,
  limit: PageLimit,
  mode: Type.Enum(['results', 'suggest'], {
    default: 'results',
    description: 'suggest: search-box suggestions, at most 8, did_you_mean always null.',
  }),
});
