// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply, type FakeRequest, installFakeRoutes } from '@portal/shared/testing/fakeApi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overlayAtom, portalStore, type UploadItem } from '@portal/shared';
import {
  english,
  gameRef,
  pageOf,
  pendingItem,
  renderUpload,
  signInForTest,
  signOutForTest,
  uploadItem,
} from '../test/renderUpload';
import UploadPage from './UploadPage';

// The new-upload flow has its own tests; here it only has to hand a submitted upload back to the page.
jest.mock('../upload/UploadFlow', () => ({
  UploadFlow: ({ onSubmitted }: { onSubmitted?: (item: UploadItem) => void }) => (
    <button
      type="button"
      onClick={() =>
        onSubmitted?.({
          file_id: 'f-new',
          file_name: 'jumper.zip',
          file_size: 1000,
          status: 'pending_review',
          created_at: '2026-03-03T10:00:00.000Z',
          updated_at: '2026-03-03T10:00:00.000Z',
          submitted_at: '2026-03-03T10:00:00.000Z',
          reviewed_at: null,
          reason: null,
          report: null,
          game: { slug: 'jumper', title: 'Jumper', version: 'v', preview_url: null, thumbnail: '', is_live: false },
        })
      }
    >
      fake submit
    </button>
  ),
}));

type Handler = (request: FakeRequest) => FakeReply;
function api({
  moderator = false,
  ...overrides
}: { moderator?: boolean } & Record<string, Handler | boolean> = {}): FakeRequest[] {
  const routes: Record<string, Handler> = {
    'GET /user/moderation/access': () => ok({ moderator }),
    'GET /user/upload/mine': () =>
      ok(pageOf([uploadItem('f-1', 'pending_review', { game: gameRef('jumper', 'Jumper', false) })])),
    'GET /user/moderation/uploads': () => ok(pageOf([pendingItem('f-2', 'Star Hopper')])),
    ...(overrides as Record<string, Handler>),
  };
  return installFakeRoutes(routes);
}

const tab = (name: string) => screen.getByRole('tab', { name });
const where = () => screen.getByTestId('location');

beforeEach(() => {
  signInForTest();
  portalStore.set(overlayAtom, { box: 'none' });
});

describe('UploadPage for a guest', () => {
  beforeEach(signOutForTest);

  it('shows the rules and a sign-in prompt that opens the sign-in box directly, and no tabs or requests', async () => {
    const requests = api();
    renderUpload(<UploadPage />);
    expect(screen.getByRole('heading', { level: 1, name: english('page.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: english('page.rules.heading') })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId('upload-guest')).getByRole('button', { name: english('page.guest.signIn') }),
    );
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'login', props: undefined });
    expect(requests).toEqual([]);
  });

  it('turns into the tabs by itself once the player signs in', async () => {
    api();
    renderUpload(<UploadPage />);
    expect(screen.getByTestId('upload-guest')).toBeInTheDocument();
    act(() => signInForTest());
    expect(await screen.findByRole('tablist', { name: english('page.tabs.label') })).toBeInTheDocument();
    expect(screen.queryByTestId('upload-guest')).not.toBeInTheDocument();
  });
});

describe('UploadPage for a signed-in player', () => {
  it('opens on the new-upload tab with the rules: top-level index.html, limits, the bridge script and the guide', async () => {
    api();
    renderUpload(<UploadPage />);
    expect(tab(english('page.tabs.new'))).toHaveAttribute('aria-selected', 'true');
    expect(tab(english('page.tabs.mine'))).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: english('page.tabs.new') });
    expect(within(panel).getByText(english('page.rules.zip'))).toBeInTheDocument();
    expect(within(panel).getByText('Up to 100 MB per zip, 1,500 files and 250 MB unpacked.')).toBeInTheDocument();
    expect(within(panel).getByText('<script src="/sdk/v1/portal-bridge.js"></script>')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: english('page.rules.guide') })).toHaveAttribute(
      'href',
      '/blog/make-html5-games-for-playnook',
    );
    expect(within(panel).getByRole('button', { name: 'fake submit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
  });

  it('folds the rules on a phone, so the file picker is on the first screen', async () => {
    api();
    const wide = jest.fn((query: string) => ({ matches: query !== '(min-width: 48rem)' }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { value: wide, configurable: true });
    try {
      renderUpload(<UploadPage />);
      expect(screen.getByTestId('upload-rules')).not.toHaveAttribute('open');
      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('speaks the page’s language and links the guide in it', async () => {
    api({ moderator: true });
    renderUpload(<UploadPage />, { path: '/fr/gameupload', locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Lire le guide : créer des jeux HTML5 pour Playnook' })).toHaveAttribute(
      'href',
      '/fr/blog/make-html5-games-for-playnook',
    );
    expect(await screen.findByRole('tab', { name: 'File de modération' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps the tab in the URL, with other parameters left alone', async () => {
    api();
    renderUpload(<UploadPage />, { path: '/gameupload?tab=mine&utm=x' });
    expect(tab(english('page.tabs.mine'))).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Jumper' })).toBeInTheDocument();
    await userEvent.click(tab(english('page.tabs.new')));
    expect(where()).toHaveTextContent('/gameupload?tab=new&utm=x');
    expect(screen.getByRole('tabpanel', { name: english('page.tabs.new') })).toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    api({ moderator: true });
    renderUpload(<UploadPage />);
    await screen.findByRole('tab', { name: english('page.tabs.review') });
    tab(english('page.tabs.new')).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(english('page.tabs.mine'))).toHaveFocus();
    expect(tab(english('page.tabs.mine'))).toHaveAttribute('aria-selected', 'true');
    expect(tab(english('page.tabs.mine'))).toHaveAttribute('tabindex', '0');
    expect(tab(english('page.tabs.new'))).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(tab(english('page.tabs.review'))).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(english('page.tabs.new'))).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(english('page.tabs.review'))).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab(english('page.tabs.new'))).toHaveFocus();
    expect(where()).toHaveTextContent('/gameupload?tab=new');
  });

  it('follows the reading direction in Arabic: the left arrow goes to the next tab', async () => {
    api();
    renderUpload(<UploadPage />, { path: '/ar/gameupload', locale: 'ar' });
    screen.getByRole('tab', { name: 'رفع جديد' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ملفاتي المرفوعة' })).toHaveFocus();
  });

  it('gives moderators the review tab, which shows the queue', async () => {
    api({ moderator: true });
    renderUpload(<UploadPage />, { path: '/gameupload?tab=review' });
    expect(await screen.findByRole('tab', { name: english('page.tabs.review') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Star Hopper' })).toBeInTheDocument();
  });

  it('tells a player who is not a moderator that the review queue is not for them, without asking for it', async () => {
    const requests = api({ moderator: false });
    renderUpload(<UploadPage />, { path: '/gameupload?tab=review' });
    const notice = await screen.findByTestId('review-not-allowed');
    expect(within(notice).getByRole('heading', { name: english('page.notAllowed.title') })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: english('page.tabs.review') })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true')).toEqual(
      [],
    );
    expect(tab(english('page.tabs.new'))).toHaveAttribute('tabindex', '0');
    expect(requests.map((r) => r.path)).not.toContain('/user/moderation/uploads');

    await userEvent.click(within(notice).getByRole('button', { name: english('page.notAllowed.showMine') }));
    expect(where()).toHaveTextContent('/gameupload?tab=mine');
    expect(tab(english('page.tabs.mine'))).toHaveFocus();
    expect(screen.queryByTestId('review-not-allowed')).not.toBeInTheDocument();
  });

  it('offers a retry when the access check fails', async () => {
    let calls = 0;
    // The client retries a failed GET once by itself: the first two answers fail.
    api({ 'GET /user/moderation/access': () => (++calls <= 2 ? fail(500, 500, 'boom') : ok({ moderator: true })) });
    renderUpload(<UploadPage />, { path: '/gameupload?tab=review' });
    await userEvent.click(await screen.findByRole('button', { name: english('page.access.retry') }));
    expect(await screen.findByRole('tab', { name: english('page.tabs.review') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('after a submission shows it under My uploads, with focus on that tab', async () => {
    api();
    renderUpload(<UploadPage />);
    await userEvent.click(screen.getByRole('button', { name: 'fake submit' }));
    expect(where()).toHaveTextContent('/gameupload?tab=mine');
    expect(tab(english('page.tabs.mine'))).toHaveFocus();
    expect(screen.getByTestId('upload-sent')).toHaveTextContent(english('mine.submitted', { title: 'Jumper' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Jumper' })).toBeInTheDocument();
  });
});
