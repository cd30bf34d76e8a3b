import type { BlogPostSummary } from '../types/blog';
import type { GameSummary, NamedRef } from '../types/catalogue';
import type { SeoValues } from './fillSeo';
import { truncateText } from './truncate';

/**
 * The {placeholder} values of each page type, from the API's data for the page. The edge server fills the HTML
 * head with them and the remote pages pass the same values to usePageSeo, so both heads agree.
 */
export const gameSeoValues = (game: Pick<GameSummary, 'title' | 'thumbnail' | 'category'>): SeoValues => ({
  gameName: game.title,
  categoryName: game.category?.name,
  gameImage: game.thumbnail,
});

export const categorySeoValues = (category: Pick<NamedRef, 'name'>): SeoValues => ({ categoryName: category.name });

export const tagSeoValues = (tag: Pick<NamedRef, 'name'>): SeoValues => ({ tagName: tag.name });

export const makerSeoValues = (maker: Pick<NamedRef, 'name'>): SeoValues => ({ makerName: maker.name });

export const postSeoValues = (post: Pick<BlogPostSummary, 'title' | 'excerpt' | 'cover' | 'category'>): SeoValues => ({
  postTitle: post.title,
  postExcerpt: truncateText(post.excerpt),
  postImage: post.cover || undefined,
  blogCategoryName: post.category?.name,
});
