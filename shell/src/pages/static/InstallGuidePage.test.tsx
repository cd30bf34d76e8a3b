import { screen } from '@testing-library/react';
import InstallGuidePage from './InstallGuidePage';
import { renderStaticPage } from './testing/renderStaticPage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

const asUserAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
const platformSections = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details.install-platform'));

afterEach(() => jest.restoreAllMocks());

describe('install guide', () => {
  it('lists the visitor’s platform first, expanded and marked, with the others folded', () => {
    asUserAgent(IPHONE);
    renderStaticPage(<InstallGuidePage />, '/installGuide');
    const sections = platformSections();
    expect(sections.map((s) => s.dataset.platform)).toEqual([
      'ios',
      'android',
      'desktop',
      'macSafari',
      'samsung',
      'firefox',
    ]);
    expect(sections[0]).toHaveAttribute('open');
    expect(sections[0]).toHaveTextContent('Your device');
    expect(sections[0]).toHaveTextContent('Add to Home Screen');
    expect(sections.slice(1).some((s) => s.hasAttribute('open'))).toBe(false);
  });

  it('picks Samsung Internet from its user agent, in the page’s language', () => {
    asUserAgent(SAMSUNG);
    renderStaticPage(<InstallGuidePage />, '/de/installGuide');
    const [first] = platformSections();
    expect(first?.dataset.platform).toBe('samsung');
    expect(first).toHaveAttribute('open');
    expect(first).toHaveTextContent('Dein Gerät');
  });

  it('brings its own top bar: the logo links home and a close link, in the locale', () => {
    asUserAgent(IPHONE);
    renderStaticPage(<InstallGuidePage />, '/fr/installGuide');
    expect(screen.getByRole('link', { name: /Playnook/ })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('link', { name: "Fermer le guide d'installation" })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Installer Playnook');
  });
});
