import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeOverlay, overlayAtom, portalStore } from '@portal/shared';
import AboutPage from './AboutPage';
import { renderStaticPage } from './testing/renderStaticPage';

afterEach(() => closeOverlay());

describe('about page', () => {
  it('links makers to the upload page in the visitor’s locale', () => {
    renderStaticPage(<AboutPage />, '/de/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Über Playnook');
    expect(screen.getByRole('link', { name: 'Spiel hochladen' })).toHaveAttribute('href', '/de/gameupload');
  });

  it('opens the contact box through the shared overlay state', async () => {
    renderStaticPage(<AboutPage />, '/about#contact');
    expect(document.getElementById('contact')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(portalStore.get(overlayAtom).box).toBe('contactusmenu');
  });
});
