import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TableOfContents, WIDE_SCREEN } from './TableOfContents';
import { tocEntries } from './tocEntries';

const en = JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', 'en.json'), 'utf8')) as Record<
  string,
  unknown
>;
const html =
  '<p>Intro</p><h2 id="first-steps">First <em>steps</em></h2><p>a</p><h3 id="controls">Controls</h3><h4>Deep</h4><h2 id="scoring">Scoring</h2><h2>No id</h2>';

/** A window as wide as `wide` says, for the media query the table of contents follows. */
function setScreen(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: wide && query === WIDE_SCREEN,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
}

function renderToc() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { blog: en } },
    defaultNS: 'blog',
    initAsync: false,
    showSupportNotice: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <TableOfContents entries={tocEntries(html)} text={{ lang: 'en', dir: 'ltr' }} />
      {/* The post's headings, where the page has them. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </I18nextProvider>,
  );
}

/** Where each heading is: `top` px from the top of the window, by id. */
let tops: Record<string, number> = {};
const placeHeadings = (next: Record<string, number>) => void (tops = next);
jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
  return { top: tops[this.id] ?? 0 } as DOMRect;
});

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('tocEntries', () => {
  it('lists the h2 and h3 that have ids, in order, as plain text', () => {
    expect(tocEntries(html)).toEqual([
      { id: 'first-steps', text: 'First steps', level: 2 },
      { id: 'controls', text: 'Controls', level: 3 },
      { id: 'scoring', text: 'Scoring', level: 2 },
    ]);
  });
});

describe('TableOfContents', () => {
  it('is a collapsed list on a small screen that opens on demand', async () => {
    setScreen(false);
    renderToc();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const details = toc.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(toc).getByText('On this page'));
    expect(details).toHaveAttribute('open');
    expect(within(toc).getByRole('link', { name: 'Controls' })).toHaveAttribute('href', '#controls');
  });

  it('stays open beside the text on a wide screen and marks the section being read', () => {
    setScreen(true);
    // Frames run at once; handle 0 says none is pending afterwards.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    placeHeadings({ 'first-steps': 600, controls: 900, scoring: 1500 });
    renderToc();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(toc.querySelector('details')).toBeNull();
    const current = () =>
      within(toc)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'location')
        .map((a) => a.textContent);
    expect(current()).toEqual([]);

    placeHeadings({ 'first-steps': -400, controls: 100, scoring: 700 });
    act(() => void fireEvent.scroll(window));
    expect(current()).toEqual(['Controls']);

    placeHeadings({ 'first-steps': -1200, controls: -700, scoring: 250 });
    act(() => void fireEvent.scroll(window));
    expect(current()).toEqual(['Scoring']);
  });
});
