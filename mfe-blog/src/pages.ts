import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once: its pages, with what the edge renders on the server. The build
 * derives the manifest, the federation's exposes and the server build's entry from it (tooling/pages/); the file is
 * read as data, so it imports types only.
 */
export default {
  namespace: 'blog',
  pages: [
    {
      path: '/blog',
      seoKey: 'blog',
      module: 'BlogListPage',
      source: './pages/BlogListPage.tsx',
      layout: 'blog',
      server: { prefetch: 'prefetchBlogList' },
    },
    {
      path: '/blog/:slug',
      seoKey: 'blog_post',
      module: 'BlogPostPage',
      source: './pages/BlogPostPage.tsx',
      layout: 'blog',
      server: { prefetch: 'prefetchBlogPost' },
    },
  ],
  overlays: {},
} satisfies RemotePages;
