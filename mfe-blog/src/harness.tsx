import { mountHarness } from '@portal/shared/dev/harness';
import BlogListPage from './pages/BlogListPage';

void mountHarness([{ index: true, element: <BlogListPage /> }, { path: 'blog', element: <BlogListPage /> }]);
