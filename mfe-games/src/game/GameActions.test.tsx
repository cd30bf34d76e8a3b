// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply } from '@portal/shared/testing/fakeApi';
import { api, count, counters, renderGame, signIn, stats, setUpGamePageTests } from '../test/gamePage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAtom, closeOverlay, overlayAtom, portalStore, toastsAtom } from '@portal/shared';
import { snake } from '../test/renderPage';

setUpGamePageTests();

// Like, favourite, share and report on the game page; the page and its player are in pages/GamePage.test.tsx.
/** Renders the game page and clicks Like; returns the button. */
async function renderAndLike() {
  renderGame();
  const like = await screen.findByRole('button', { name: 'Like' });
  await userEvent.click(like);
  return like;
}

describe('game actions', () => {
  it('shows a like at once and keeps the count the API answers', async () => {
    api({ 'POST /g/snake/like': () => ok(counters({ likes: 8, liked: true })) });
    renderGame();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('8 likes');
  });

  it('rolls a refused like back and says so in an error toast', async () => {
    let refuse: () => void = () => undefined;
    api({
      'POST /g/snake/like': () =>
        new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(429, 429, 'Too many requests')))),
    });
    const like = await renderAndLike();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('8 likes');
    refuse();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('game-likes')).toHaveTextContent('7 likes');
    expect(portalStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ type: 'error', message: 'Your like could not be saved. Please try again.' }),
    ]);
  });

  it('never shows a like count below 0, even when the page believed the reader had liked a game with 0 likes', async () => {
    let answer: () => void = () => undefined;
    api({
      'GET /g/snake': () => ok({ ...snake, likes: 0, liked: true }),
      'DELETE /g/snake/like': () =>
        new Promise<FakeReply>((resolve) => (answer = () => resolve(ok(counters({ likes: 0, liked: false }))))),
    });
    const like = await renderAndLike();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('0 likes');
    answer();
    await waitFor(() => expect(screen.getByTestId('game-likes')).toHaveTextContent('0 likes'));
  });

  it('likes as the signed-in player (bearer, no counter token) and rolls back a refusal', async () => {
    let refuse: () => void = () => undefined;
    const requests = api({
      'GET /user/g/detail': () =>
        ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /g/snake/like': () => new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(500, 500, 'boom')))),
    });
    signIn();
    const like = await renderAndLike();
    expect(screen.getByTestId('game-likes')).toHaveTextContent('8 likes');
    expect(portalStore.get(authAtom).user?.game_stats.liked_count).toBe(1);
    refuse();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('game-likes')).toHaveTextContent('7 likes');
    expect(portalStore.get(authAtom).user?.game_stats.liked_count).toBe(0);
    const liked = requests.find((r) => r.path === '/g/snake/like')!;
    expect([liked.headers.get('authorization'), liked.headers.get('x-counter-token')]).toEqual([
      expect.stringMatching(/^Bearer /),
      null,
    ]);
    expect(count(requests, 'POST /g/snake/counter-token')).toBe(0);
  });

  it('asks a guest to sign in before favouriting', async () => {
    const requests = api();
    renderGame();
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'login', props: undefined });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(requests.some((r) => r.path === '/user/g/favorite')).toBe(false);
  });

  it('favourites at once for a signed-in player, keeps the answer, and rolls a refusal back with a toast', async () => {
    let refuse: (() => void) | null = null;
    api({
      'GET /user/g/detail': () =>
        ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /user/g/favorite': (request) =>
        refuse === null
          ? ok({
              slug: 'snake',
              favorite: (request.body as { favorite: boolean }).favorite,
              game_stats: { ...stats, favorite_count: 1 },
            })
          : new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(429, 429, 'Too many requests')))),
    });
    signIn();
    renderGame();
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(portalStore.get(authAtom).user?.game_stats.favorite_count).toBe(1));
    refuse = () => undefined;
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    refuse();
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(portalStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ type: 'error', message: 'Your favourite could not be saved. Please try again.' }),
    ]);
  });

  it('shares with the device’s share sheet where there is one, else copies the link', async () => {
    api();
    renderGame();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Snake', url: 'http://localhost/games/snake' });
    Reflect.deleteProperty(navigator, 'share');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/games/snake');
    await waitFor(() =>
      expect(portalStore.get(toastsAtom)).toEqual([
        expect.objectContaining({ type: 'success', message: 'Link copied.' }),
      ]),
    );
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'none' });
  });

  it('opens the share box when the link cannot be copied, and from "More sharing options"', async () => {
    api();
    renderGame();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { slug: 'snake', title: 'Snake' } }),
    );
    closeOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'More sharing options' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { slug: 'snake', title: 'Snake' } });
  });

  it('reports a broken game as a guest: "Report a problem", a problem, send', async () => {
    const requests = api({ 'POST /g/snake/report': () => ok({ id: 1, created_at: '2026-01-01T00:00:00.000Z' }) });
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'none' });
    await userEvent.click(screen.getByRole('radio', { name: 'It crashes or freezes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Stops at level 2');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(count(requests, 'POST /g/snake/report')).toBe(1));
    expect(requests.find((r) => r.path === '/g/snake/report')!.body).toEqual({
      problem: 'crash',
      message: 'Stops at level 2',
    });
    await waitFor(() => expect(screen.queryByTestId('report-form')).not.toBeInTheDocument());
    expect(portalStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ type: 'success', message: 'Thank you! We will look into it.' }),
    ]);
  });

  it('shows a vote at once, takes it back on a second click, and shows the share from five votes on', async () => {
    api({
      'GET /g/snake': () => ok({ ...snake, votes_up: 4, votes_down: 1 }),
      'POST /g/snake/vote': (request) =>
        ok(
          counters(
            (request.body as { vote: string }).vote === 'up'
              ? { votes_up: 5, votes_down: 1, vote: 'up' }
              : { votes_up: 4, votes_down: 1, vote: null },
          ),
        ),
    });
    renderGame();
    const up = await screen.findByRole('button', { name: 'Thumbs up' });
    expect(screen.getByTestId('game-rating')).toHaveTextContent('80% positive');
    await userEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('game-rating')).toHaveTextContent('83% positive 6 votes'));
    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(screen.getByTestId('game-rating')).toHaveTextContent('80% positive 5 votes'));
  });
});
