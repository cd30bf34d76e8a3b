import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './portal-manifest.json';
import UploadPage from './pages/UploadPage';

void mountHarness(manifest, { UploadPage });
