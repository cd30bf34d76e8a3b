import { mountHarness } from '@portal/shared/dev/harness';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';

void mountHarness([
  { index: true, element: <BlogListPage /> },
  { path: 'blog', element: <BlogListPage /> },
  { path: 'blog/:slug', element: <BlogPostPage /> },
]);
