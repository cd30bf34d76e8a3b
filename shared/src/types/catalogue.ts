/** Catalogue shapes shared by the API's responses and the remotes that render them. */
export type CategoryType = 'general' | 'special';
/** nav and all appear in navigation (spec §3); hidden categories only group games. */
export type CategoryShowType = 'nav' | 'all' | 'hidden';

export interface Category {
  slug: string;
  name: string;
  type: CategoryType;
  show_type: CategoryShowType;
  sort_order: number;
  game_count: number;
}

export interface GameSummary {
  slug: string;
  title: string;
  description: string;
  thumbnail: string;
  category: { slug: string; name: string } | null;
  likes: number;
  plays: number;
}
