import type { LocaleCode } from '@portal/shared';
import { fetchBlogCategories, fetchBlogPost, fetchBlogPosts } from './blog';

/** Posts per page of the blog list. */
export const PAGE_SIZE = 4;

/** The blog's requests as queries: its pages render them and the edge server prefetches them for a first view. */
export const blogQueries = {
  categories: (locale: LocaleCode) => ({ queryKey: ['blog', 'categories', locale], queryFn: fetchBlogCategories }),
  posts: (locale: LocaleCode, page: number, category: string) => ({
    queryKey: ['blog', 'posts', locale, page, category],
    queryFn: () => fetchBlogPosts({ page, limit: PAGE_SIZE, category: category || undefined }),
  }),
  post: (locale: LocaleCode, slug: string) => ({
    queryKey: ['blog', 'post', locale, slug],
    queryFn: () => fetchBlogPost(slug),
  }),
};
