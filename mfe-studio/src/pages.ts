import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once: the maker studio and the operations console. All are for a
 * signed-in user ("auth") and never indexed; the server renders each page's frame (headings, range picker, empty
 * charts at their final size) and the browser fills it with the user's data. The build derives the manifest, the
 * federation's exposes and the server build's entry from this file (tooling/pages/); it imports types only.
 */
export default {
  namespace: 'studio',
  pages: [
    {
      path: '/studio',
      seoKey: 'studio',
      module: 'StudioPage',
      source: './pages/StudioPage.tsx',
      layout: 'default',
      middleware: ['auth'],
      noindex: true,
      server: {},
    },
    {
      path: '/studio/games/:slug',
      seoKey: 'studio',
      module: 'StudioGamePage',
      source: './pages/StudioGamePage.tsx',
      layout: 'default',
      middleware: ['auth'],
      noindex: true,
      server: {},
    },
    {
      path: '/ops',
      seoKey: 'ops',
      module: 'OpsPage',
      source: './pages/OpsPage.tsx',
      layout: 'default',
      middleware: ['auth'],
      noindex: true,
      server: {},
    },
  ],
  overlays: {},
} satisfies RemotePages;
