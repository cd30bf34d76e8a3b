// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addBidiFormat, portalStore, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { signInMaker, signOut, studioMessages } from '../test/renderStudio';
import OpsPage from './OpsPage';
import StudioPage from './StudioPage';

/** The page as the edge's renderer writes it: no user (the server never knows one), strings of `locale`. */
function serverHtml(path: string, locale: LocaleCode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { [NAMESPACE]: studioMessages(locale) } },
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  addBidiFormat(i18n);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:locale?/studio" element={<StudioPage />} />
            <Route path="/:locale?/ops" element={<OpsPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  return container;
}

// Even with a user in this tab's storage, the server's HTML is the frame: it is the same for everyone.
beforeEach(signInMaker);
afterEach(signOut);

describe('the server-rendered frame', () => {
  it('/fr/studio: heading, range picker and every chart at its final size, empty, with no request', () => {
    const seen = installFakeApi(() => ok(null));
    const html = serverHtml('/fr/studio', 'fr');
    expect(html.querySelector('h1')).toHaveTextContent('Studio');
    expect(html.querySelectorAll('[data-testid="range-picker"] input[type="radio"]')).toHaveLength(4);
    const charts = html.querySelectorAll('svg.chart');
    // Plays, play time, funnel, returning players, likes and votes, rating, and the breakdown.
    expect(charts).toHaveLength(7);
    for (const chart of charts) expect(chart.getAttribute('viewBox')).toBe('0 0 640 240');
    expect(html.querySelectorAll('path.visx-linepath')).toHaveLength(0);
    expect(html.querySelector('[data-testid="studio-games"]')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('/ops: the console frame with a chart frame, not the user data', () => {
    const seen = installFakeApi(() => ok(null));
    const html = serverHtml('/ops', 'en');
    expect(html.querySelector('h1')).toHaveTextContent('Operations console');
    expect(html.querySelectorAll('svg.chart')).toHaveLength(1);
    expect(html.querySelector('[data-testid="ops-forbidden"]')).toBeNull();
    expect(seen).toHaveLength(0);
  });
});
