/** Catalogue shapes shared by the API's responses and the remotes that render them. */
export type CategoryType = 'general' | 'special';
/** nav and all appear in navigation (product §3); hidden categories only group games. */
export type CategoryShowType = 'nav' | 'all' | 'hidden';

export interface Category {
  slug: string;
  name: string;
  type: CategoryType;
  show_type: CategoryShowType;
  sort_order: number;
  game_count: number;
}

/** A category as a page header: the navigation fields plus its description. */
export interface CategoryDetail extends Category {
  description: string;
}

export interface Tag {
  slug: string;
  name: string;
  game_count: number;
}

export interface NamedRef {
  slug: string;
  name: string;
}

export interface GameSummary {
  slug: string;
  title: string;
  description: string;
  thumbnail: string;
  category: NamedRef | null;
  likes: number;
  plays: number;
}

export type GameOrientation = 'landscape' | 'portrait' | 'any';

export interface GameDetail extends GameSummary {
  instructions: string;
  /** Absolute URL of the playable build on the games origin, with the page's language as `?lang=`. */
  play_url: string;
  orientation: GameOrientation;
  width: number | null;
  height: number | null;
  /** width / height when both are known, else null (the player then fills its frame). */
  aspect_ratio: number | null;
  categories: NamedRef[];
  tags: NamedRef[];
  views: number;
  author: string;
  published_at: string | null;
  updated_at: string;
  /** Whether the calling device (or, once logged in, the user) has liked the game. */
  liked: boolean;
}

/** One page of a list; `page` starts at 1. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  has_more: boolean;
}

export type GameSort = 'new' | 'hot' | 'top';

export interface CategoryGamesPage extends Page<GameSummary> {
  category: CategoryDetail;
}

export interface TagGamesPage extends Page<GameSummary> {
  tag: Tag;
}

/** GET /g/search: results for the normalised `query`; when nothing matched, the closest known name to try. */
export interface SearchResultsPage extends Page<GameSummary> {
  query: string;
  did_you_mean: string | null;
}

export interface GameCounters {
  views: number;
  plays: number;
  likes: number;
  liked: boolean;
}

/** Every published game, for sitemaps. */
export interface GameSitemapEntry {
  slug: string;
  title: string;
  updated_at: string;
}
