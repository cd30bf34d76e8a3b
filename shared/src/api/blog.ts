import type { BlogCategory, BlogPost, BlogPostsPage } from '../types/blog';
import { apiRequest } from './client';

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
