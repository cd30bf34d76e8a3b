import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './pages';
import UploadPage from './pages/UploadPage';

void mountHarness(manifest, { UploadPage });
