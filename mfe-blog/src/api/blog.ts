// The blog's own calls: the blog team changes them with a release of this remote, no shell deploy.
import { apiRequest, type BlogCategory, type BlogPost, type BlogPostsPage } from '@portal/shared';

export function fetchBlogPosts(
  request: { page?: number; limit?: number; category?: string } = {},
): Promise<BlogPostsPage> {
  return apiRequest<BlogPostsPage>('/blog/all', { query: { ...request } });
}

export function fetchBlogCategories(): Promise<BlogCategory[]> {
  return apiRequest<BlogCategory[]>('/blog/categories');
}

export function fetchBlogPost(slug: string): Promise<BlogPost> {
  return apiRequest<BlogPost>('/blog/detail', { query: { slug }, showToast: false });
}
