/**
 * @jest-environment node
 */
import { asRemoteRoutes } from './remote-manifest';

const HOME = { path: '/', seoKey: 'home', module: 'HomePage' };
const SHARE = { module: 'ShareBox', title: 'overlay.share' };

test('a manifest keeps its pages and boxes, less the fields the contract does not know', () => {
  const manifest = {
    name: 'games',
    namespace: 'games',
    pages: [{ ...HOME, source: './pages/HomePage.tsx', layout: 'client', noindex: true }],
    overlays: { share: { ...SHARE, source: './overlays/ShareBox.tsx' } },
    contract: {},
  };
  expect(asRemoteRoutes(manifest)).toEqual({
    namespace: 'games',
    pages: [{ ...HOME, layout: 'client', noindex: true }],
    overlays: { share: SHARE },
  });
});

test('pages and boxes that break a rule are left out one by one', () => {
  const routes = asRemoteRoutes({
    namespace: 'games',
    pages: [HOME, { ...HOME, path: '/Games' }, { ...HOME, layout: 'wide' }, { ...HOME, module: '../x' }, 'page'],
    overlays: { share: SHARE, none: SHARE, Bad: SHARE, untitled: { module: 'ShareBox', title: '' } },
  });
  expect(routes).toEqual({ namespace: 'games', pages: [HOME], overlays: { share: SHARE } });
});

test('anything that is not a manifest is null; missing lists are empty', () => {
  expect(asRemoteRoutes(null)).toBeNull();
  expect(asRemoteRoutes([])).toBeNull();
  expect(asRemoteRoutes({ pages: [HOME] })).toBeNull();
  expect(asRemoteRoutes({ namespace: 'a b' })).toBeNull();
  expect(asRemoteRoutes({ namespace: 'blog' })).toEqual({ namespace: 'blog', pages: [], overlays: {} });
});
