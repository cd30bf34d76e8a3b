import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './pages';
import OpsPage from './pages/OpsPage';
import StudioGamePage from './pages/StudioGamePage';
import StudioPage from './pages/StudioPage';

void mountHarness(manifest, { StudioPage, StudioGamePage, OpsPage });
