import { mountHarness } from '@portal/shared/dev/harness';
import HomePage from './pages/HomePage';

void mountHarness([{ index: true, element: <HomePage /> }]);
