// The blog remote's server build (rspack.server.js): the pages the edge server renders to HTML and what each one
// prefetches for its first view. See docs/server-rendering.md.
import type { RemoteServerModule } from '@portal/shared/ssr/remoteServer';
import BlogListPage, { prefetchBlogList } from './pages/BlogListPage';
import BlogPostPage, { prefetchBlogPost } from './pages/BlogPostPage';
import { loadMessages, NAMESPACE } from './i18n';

const server: RemoteServerModule = {
  namespace: NAMESPACE,
  messages: loadMessages,
  pages: {
    BlogListPage: { component: BlogListPage, prefetch: prefetchBlogList },
    BlogPostPage: { component: BlogPostPage, prefetch: prefetchBlogPost },
  },
};

/** @public The edge server loads it from the built bundle. */
export default server;
