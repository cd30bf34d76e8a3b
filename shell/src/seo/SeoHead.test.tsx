import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { PagesContext } from '../routing/pagesContext';
import { PORTAL_PAGES } from '../test/portalRoutes';
import { pageSeoAtom, type SeoConfig } from '@portal/shared';
import { SeoHead } from './SeoHead';

const entry = (title: string) => ({
  title,
  description: `${title} text`,
  keywords: '',
  ogTitle: title,
  ogDescription: '',
  ogImage: '{gameImage}',
});
const CONFIGS: Record<string, SeoConfig> = {
  en: {
    game: entry('{gameName} – play free | {siteName}'),
    tags: entry('Tags | {siteName}'),
    not_found: entry('Not found: {path}'),
  },
  fr: { game: entry('{gameName} – jouer gratuitement | {siteName}'), tags: entry('Étiquettes | {siteName}') },
};

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const fetchMock = jest.fn(async (url: string) => {
  const language = new URL(url, 'http://localhost').searchParams.get('language') ?? 'en';
  return { json: async () => ({ code: 0, message: 'ok', success: true, data: CONFIGS[language] }) } as Response;
});

function mount(store = createStore(), start = '/games/snake') {
  render(
    <Provider store={store}>
      <PagesContext.Provider value={PORTAL_PAGES}>
        <MemoryRouter initialEntries={[start]}>
          <Navigator />
          <SeoHead />
        </MemoryRouter>
      </PagesContext.Provider>
    </Provider>,
  );
  return store;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('SeoHead', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '<meta name="description" content="served">';
    document.title = 'Snake – served by the edge';
  });

  it('keeps the served head until the first navigation, without fetching anything', () => {
    mount();
    expect(document.title).toBe('Snake – served by the edge');
    expect(description()).toBe('served');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the next page head from the SEO config and the values the page reports', async () => {
    const store = mount(createStore(), '/tags');
    act(() => void navigate('/games/pong'));
    // Until the page reports its values, the texts without them.
    await waitFor(() => expect(document.title).toBe('play free | Playnook'));
    expect(canonical()).toBe('http://localhost/games/pong');
    act(() =>
      store.set(pageSeoAtom, {
        pathname: '/games/pong',
        values: { gameName: 'Pong', gameImage: 'https://g.example/pong.png' },
      }),
    );
    await waitFor(() => expect(document.title).toBe('Pong – play free | Playnook'));
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://g.example/pong.png',
    );
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(19);
  });

  it('ignores values reported for another path', async () => {
    const store = mount();
    act(() => store.set(pageSeoAtom, { pathname: '/games/snake', values: { gameName: 'Snake' } }));
    act(() => void navigate('/games/pong'));
    await waitFor(() => expect(canonical()).toBe('http://localhost/games/pong'));
    expect(document.title).toBe('play free | Playnook');
  });

  it('reads each language texts once and uses the locale of the path', async () => {
    mount();
    act(() => void navigate('/fr/tags'));
    await waitFor(() => expect(document.title).toBe('Étiquettes | Playnook'));
    expect(canonical()).toBe('http://localhost/fr/tags');
    expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    act(() => void navigate('/fr/games/snake'));
    await waitFor(() => expect(document.title).toBe('jouer gratuitement | Playnook'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/seo-config?language=fr']);
  });

  it('gives an unknown path the not-found texts, noindex', async () => {
    mount();
    act(() => void navigate('/nope'));
    await waitFor(() => expect(document.title).toBe('Not found: /nope'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(canonical()).toBeUndefined();
  });
});
