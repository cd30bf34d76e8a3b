/** Blog contract: posts, their categories and the lists of both. */
import { Type } from 'typebox';
import { GameSummary, NamedRef } from './catalogue';
import { LanguageQuery, Nullable, PageLimit, PageNumber, pageOf, Slug } from './common';

export const BlogCategory = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  sort_order: Type.Integer(),
  post_count: Type.Integer(),
});

export const BlogPostSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  cover: Type.String({
    description: "Absolute image URL (the thumbnail of the game the post is about), or ''.",
  }),
  category: Nullable(NamedRef),
  author: Type.String(),
  published_at: Type.String(),
  reading_minutes: Type.Integer(),
});

export const BlogPost = Type.Object({
  ...BlogPostSummary.properties,
  html: Type.String({ description: "Sanitised HTML rendered from the post's Markdown on the server." }),
  language: Type.String({
    description:
      'The language of `html`: the requested one, or English where the body is not translated (yet). The title ' +
      'and excerpt may be translated where the body is not, so a page in that language shows them with the ' +
      'English body.',
  }),
  updated_at: Type.String(),
  games: Type.Array(GameSummary),
  related: Type.Array(BlogPostSummary),
});

export const BlogPostsPage = pageOf(BlogPostSummary);

export const BlogListQuery = Type.Object({
  language: LanguageQuery,
  page: PageNumber,
  limit: PageLimit,
  category: Type.Optional(Slug),
});

export const BlogDetailQuery = Type.Object({ language: LanguageQuery, slug: Slug });
