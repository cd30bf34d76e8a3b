import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  closeOverlay,
  openOverlay,
  overlayAtom,
  overlayTitleAtom,
  portalStore,
  useOverlayTitle,
  type OverlayBoxProps,
} from '@portal/shared';
import { registerPortalRemotes } from '../federation/remotes';
import { createTestI18n } from '../test/i18n';
import { OverlayHost } from './OverlayHost';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function SearchBox({ close }: OverlayBoxProps) {
  return (
    <form>
      <label>
        Query <input name="q" />
      </label>
      <button type="button" onClick={close}>
        Done
      </button>
    </form>
  );
}

/** A box that names itself after its mode, as the login box does on its "create account" tab. */
function SearchBoxNamingItself({ close }: OverlayBoxProps) {
  const [sharing, setSharing] = useState(true);
  useOverlayTitle(sharing ? 'overlay.share' : null);
  return (
    <>
      <button type="button" onClick={() => setSharing(false)}>
        Search instead
      </button>
      <button type="button" onClick={close}>
        Done
      </button>
    </>
  );
}

beforeAll(() => {
  // jsdom has no modal dialogs or layout; these stand in for the browser's.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

beforeEach(() => {
  loadRemote.mockReset().mockResolvedValue({ default: SearchBox });
  registerPortalRemotes({
    games: {
      version: '1',
      entry: '/remotes/games/1/mf-manifest.json',
      routes: {
        namespace: 'games',
        pages: [],
        overlays: {
          search: { module: 'SearchBox', title: 'overlay.search' },
          share: { module: 'ShareBox', title: 'overlay.share' },
        },
      },
    },
  });
  act(() => closeOverlay());
});

function testI18n() {
  const instance = createTestI18n();
  // The games remote's own strings, where its boxes' titles are.
  instance.addResourceBundle('en', 'games', { overlay: { search: 'Search', share: 'Share' } });
  return instance;
}

const mount = () =>
  render(
    <Provider store={portalStore}>
      <I18nextProvider i18n={testI18n()}>
        <button type="button">Outside</button>
        <OverlayHost />
      </I18nextProvider>
    </Provider>,
  );

describe('OverlayHost', () => {
  it('shows the active box from its remote with a title, and returns focus when it closes', async () => {
    const user = userEvent.setup();
    mount();
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    act(() => openOverlay('search'));
    expect(await screen.findByLabelText('Query')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('games/SearchBox');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(portalStore.get(overlayAtom).box).toBe('none');
    expect(outside).toHaveFocus();
  });

  it('shows the title a box gives itself while it does, and the manifest title after', async () => {
    loadRemote.mockResolvedValue({ default: SearchBoxNamingItself });
    const user = userEvent.setup();
    mount();
    act(() => openOverlay('search'));
    expect(await screen.findByRole('heading', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search instead' }));
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    act(() => openOverlay('search'));
    // Opened afresh, the box names itself again; closed, it leaves no title behind for the next box.
    expect(await screen.findByRole('heading', { name: 'Share' })).toBeInTheDocument();
    act(() => closeOverlay());
    expect(portalStore.get(overlayTitleAtom)).toBeNull();
  });

  it('keeps Tab inside the box, both ways', async () => {
    const user = userEvent.setup();
    mount();
    act(() => openOverlay('search'));
    const input = await screen.findByLabelText('Query');
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event)', async () => {
    mount();
    act(() => openOverlay('search'));
    await screen.findByLabelText('Query');
    act(() => {
      screen.getByTestId('overlay').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(portalStore.get(overlayAtom).box).toBe('none');
  });

  it('shows only one box: opening another replaces it', async () => {
    mount();
    act(() => openOverlay('search'));
    await screen.findByLabelText('Query');
    loadRemote.mockResolvedValue({ default: () => <p>Share this</p> });
    act(() => openOverlay('share', { slug: 'snake' }));
    expect(await screen.findByText('Share this')).toBeInTheDocument();
    expect(screen.queryByLabelText('Query')).not.toBeInTheDocument();
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-box', 'share');
  });
});
