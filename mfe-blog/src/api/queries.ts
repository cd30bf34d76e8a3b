import type { LocaleCode } from '@portal/shared';
import { withDateLabel } from '../components/formatDate';
import { fetchBlogCategories, fetchBlogPost, fetchBlogPosts } from './blog';

/** Posts per page of the blog list. */
export const PAGE_SIZE = 4;

/**
 * The blog's requests as queries: its pages render them and the edge server prefetches them for a first view.
 * Posts come with their dates written out in the page's language (`withDateLabel`).
 */
export const blogQueries = {
  categories: (locale: LocaleCode) => ({ queryKey: ['blog', 'categories', locale], queryFn: fetchBlogCategories }),
  posts: (locale: LocaleCode, page: number, category: string) => ({
    queryKey: ['blog', 'posts', locale, page, category],
    queryFn: async () => {
      const list = await fetchBlogPosts({ page, limit: PAGE_SIZE, category: category || undefined });
      return { ...list, items: list.items.map((post) => withDateLabel(post, locale)) };
    },
  }),
  post: (locale: LocaleCode, slug: string) => ({
    queryKey: ['blog', 'post', locale, slug],
    queryFn: async () => {
      const post = await fetchBlogPost(slug);
      return {
        ...withDateLabel(post, locale),
        related: post.related.map((related) => withDateLabel(related, locale)),
      };
    },
  }),
};
