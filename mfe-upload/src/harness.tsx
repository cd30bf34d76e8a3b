import { mountHarness } from '@portal/shared/dev/harness';
import UploadPage from './pages/UploadPage';

void mountHarness([
  { index: true, element: <UploadPage /> },
  { path: 'gameupload', element: <UploadPage /> },
]);
