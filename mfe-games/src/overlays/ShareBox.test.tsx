import { fireEvent, screen, waitFor } from '@testing-library/react';
import { portalStore, toastsAtom } from '@portal/shared';
import { renderPage } from '../test/renderPage';
import ShareBox from './ShareBox';

const writeText = jest.fn<Promise<void>, [string]>();
// The box opens over a page; the page's address says the language.
const renderShare = (props: Record<string, unknown>, locale: 'en' | 'fr' = 'en') => {
  const at = locale === 'en' ? '/start' : `/${locale}/start`;
  return renderPage(<ShareBox close={jest.fn()} open={jest.fn()} {...props} />, { path: at, route: at, locale });
};

beforeAll(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true }));
beforeEach(() => {
  writeText.mockReset();
  portalStore.set(toastsAtom, []);
});

describe('ShareBox', () => {
  it('shares the game’s address in the page language, with encoded links to the networks', () => {
    renderShare({ slug: 'snake', title: 'Snake & Co' }, 'fr');
    const url = `${window.location.origin}/fr/games/snake`;
    expect(screen.getByLabelText('Lien à partager')).toHaveValue(url);
    const x = screen.getByRole('link', { name: 'Partager sur X (nouvel onglet)' });
    expect(x).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Snake%20%26%20Co`,
    );
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'X',
      'Facebook',
      'WhatsApp',
      'Telegram',
      'Reddit',
    ]);
  });

  it('copies the link and confirms it in a toast', async () => {
    writeText.mockResolvedValue();
    renderShare({ slug: 'snake', title: 'Snake' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/games/snake`);
    await waitFor(() =>
      expect(portalStore.get(toastsAtom)).toEqual([
        expect.objectContaining({ type: 'success', message: 'Link copied.' }),
      ]),
    );
  });

  it('says when the link could not be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderShare({ slug: 'snake', title: 'Snake' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'error' })]));
  });

  it('shares the current page when opened without a valid game', () => {
    renderShare({ slug: '../../evil' });
    expect(screen.getByLabelText('Link to share')).toHaveValue(window.location.href);
  });
});
