import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './portal-manifest.json';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';

void mountHarness(manifest, { BlogListPage, BlogPostPage });
