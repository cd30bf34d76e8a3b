import { mountHarness } from '@portal/shared/dev/harness';
import CategoryPage from './pages/CategoryPage';
import HomePage from './pages/HomePage';

void mountHarness([
  { index: true, element: <HomePage /> },
  { path: 'categories/:slug', element: <CategoryPage /> },
]);
