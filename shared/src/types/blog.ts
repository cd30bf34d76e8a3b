/** Blog shapes shared by the API's responses and the blog remote. */
import type { GameSummary, NamedRef, Page } from './catalogue';

export interface BlogCategory {
  slug: string;
  name: string;
  sort_order: number;
  post_count: number;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** Absolute image URL (the thumbnail of the game the post is about), or '' */
  cover: string;
  category: NamedRef | null;
  author: string;
  published_at: string;
  reading_minutes: number;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitised HTML rendered from the post's Markdown on the server. */
  html: string;
  /**
   * The language of `html`: the requested one, or English where the body is not translated (yet). The title and
   * excerpt may be translated where the body is not, so a page in that language shows them with the English body.
   */
  language: string;
  updated_at: string;
  games: GameSummary[];
  related: BlogPostSummary[];
}

export type BlogPostsPage = Page<BlogPostSummary>;
