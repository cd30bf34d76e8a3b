import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './pages';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';

void mountHarness(manifest, { BlogListPage, BlogPostPage });
