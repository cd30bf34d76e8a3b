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
  /** The language the text is in: the requested one, or English where no translation exists. */
  language: string;
  updated_at: string;
  games: GameSummary[];
  related: BlogPostSummary[];
}

export type BlogPostsPage = Page<BlogPostSummary>;
