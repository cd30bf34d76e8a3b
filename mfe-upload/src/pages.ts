import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once. The build derives the manifest and the federation's exposes from
 * it (tooling/pages/); the file is read as data, so it imports types only.
 */
export default {
  namespace: 'upload',
  pages: [
    { path: '/gameupload', seoKey: 'upload', module: 'UploadPage', source: './pages/UploadPage.tsx', layout: 'client' },
  ],
  overlays: {},
} satisfies RemotePages;
