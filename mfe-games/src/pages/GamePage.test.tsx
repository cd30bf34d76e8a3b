// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok } from '@portal/shared/testing/fakeApi';
import { api, count, renderGame, signIn, stats, setUpGamePageTests } from '../test/gamePage';
import { gameSender } from '../test/gameMessages';
import { snake } from '../test/renderPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalQueryClient, portalStore, QUERY_KEYS, recentlyPlayedAtom } from '@portal/shared';

/** Plays the game and connects its frame: the frame loads, then the game answers the portal's hello. */
async function startPlaying() {
  await userEvent.click(await screen.findByRole('button', { name: /Play/ }));
  const frame = screen.getByTitle('Game: Snake') as HTMLIFrameElement;
  const game = frame.contentWindow!;
  jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);
  fireEvent.load(frame);
  return { frame, send: gameSender(game, 'snake') };
}

/** startPlaying, and the game answers the portal's hello: the bridge is connected. */
async function playConnected() {
  const playing = await startPlaying();
  playing.send('ready');
  return playing;
}

setUpGamePageTests();

describe('GamePage', () => {
  it('shows a skeleton, then the game with its topics, counts and games like it, and records one view', async () => {
    const requests = api();
    renderGame();
    expect(screen.getByTestId('game-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Snake' })).toBeInTheDocument();
    const topics = screen.getByRole('list', { name: 'Categories and tags' });
    expect(within(topics).getByRole('link', { name: 'Arcade' })).toHaveAttribute('href', '/categories/arcade');
    expect(within(topics).getByRole('link', { name: 'Retro' })).toHaveAttribute('href', '/tagslist/retro');
    expect(screen.getByTestId('game-plays')).toHaveTextContent('120 plays');
    expect(screen.getByTestId('game-likes')).toHaveTextContent('7 likes');
    expect(screen.getByText('Guide a hungry snake around the grid.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'More like this' })).toBeInTheDocument();
    expect(within(screen.getByTestId('recommended-games')).getByRole('link', { name: /Merge Tiles/ })).toHaveAttribute(
      'href',
      '/games/merge-tiles',
    );
    await waitFor(() => expect(count(requests, 'POST /g/snake/views')).toBe(1));
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('creates no frame before Play, then plays in a sandboxed frame on the games origin', async () => {
    const requests = api();
    renderGame();
    expect(await screen.findByRole('button', { name: /Play/ })).toBeInTheDocument();
    expect(screen.queryByTitle('Game: Snake')).not.toBeInTheDocument();
    const { frame } = await startPlaying();
    expect(frame).toHaveAttribute('src', snake.play_url);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock allow-popups');
    expect(frame).toHaveAttribute('allow', 'fullscreen; gamepad; autoplay');
    expect(frame).toHaveFocus();
    expect(screen.getByTestId('game-player')).toHaveStyle({ '--game-ratio': String(800 / 600) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([
      expect.objectContaining({ slug: 'snake', title: 'Snake', thumbnail: snake.thumbnail }),
    ]);
    expect(count(requests, 'POST /g/snake/plays')).toBe(0);
  });

  it('counts a play at the game’s first gameplayStart only, once per visit', async () => {
    const requests = api();
    renderGame();
    const { send } = await playConnected();
    expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
    expect(count(requests, 'POST /g/snake/plays')).toBe(0);
    send('gameplayStart');
    await waitFor(() => expect(screen.getByTestId('game-plays')).toHaveTextContent('121 plays'));
    send('gameplayStop');
    send('gameplayStart');
    await act(async () => undefined);
    expect(count(requests, 'POST /g/snake/plays')).toBe(1);
    expect(count(requests, 'POST /user/g/report')).toBe(0);
  });

  it('lists "Up next" from the start (a column on wide screens), and under the player once the game stops', async () => {
    api();
    renderGame();
    const { send } = await playConnected();
    send('gameplayStart');
    const upNext = await screen.findByTestId('up-next');
    expect(within(upNext).getByRole('heading', { name: 'Up next' })).toBeInTheDocument();
    expect(within(upNext).getByRole('link', { name: 'Merge Tiles' })).toHaveAttribute('href', '/games/merge-tiles');
    // Under the player (narrow pages, theatre mode) it shows only while the game is stopped (game-page.css).
    expect(upNext).not.toHaveClass('up-next--stopped');
    send('gameplayStop');
    await waitFor(() => expect(screen.getByTestId('up-next')).toHaveClass('up-next--stopped'));
    send('gameplayStart');
    await waitFor(() => expect(screen.getByTestId('up-next')).not.toHaveClass('up-next--stopped'));
  });

  it('credits the maker with a link to their page, and tells the controls and that it works on phones', async () => {
    api({
      'GET /g/snake': () =>
        ok({
          ...snake,
          tags: [...snake.tags, { slug: 'keyboard', name: 'Keyboard' }, { slug: 'touch', name: 'Touch' }],
        }),
    });
    renderGame();
    const facts = await screen.findByTestId('game-facts');
    expect(within(facts).getByRole('link', { name: 'Playnook' })).toHaveAttribute('href', '/makers/playnook');
    expect(facts).toHaveTextContent('PublishedJan 1, 2025');
    // Written where the game was loaded (the server, for a first view), so hydrating the page formats no date.
    const loaded = portalQueryClient().getQueryData<{ published_label?: string }>([...QUERY_KEYS.game('snake'), 'en']);
    expect(loaded?.published_label).toBe('Jan 1, 2025');
    expect(facts).toHaveTextContent('ControlsKeyboard, Touch');
    expect(within(facts).getByTestId('works-on-phones')).toHaveTextContent('Works on phones');
  });

  it('adds a signed-in play to the account’s recently played', async () => {
    const requests = api({
      'GET /user/g/detail': () =>
        ok({ slug: 'snake', favorite: false, liked: false, last_played_at: null, progress: null }),
      'POST /user/g/report': () => ok({ slug: 'snake', progress_saved_at: null, game_stats: stats }),
    });
    signIn();
    renderGame();
    const { send } = await playConnected();
    send('gameplayStart');
    await waitFor(() => expect(count(requests, 'POST /user/g/report')).toBe(1));
    expect(requests.find((r) => r.path === '/user/g/report')!.body).toEqual({ slug: 'snake' });
  });

  it('keeps the loading veil while the connected game says it is still loading', async () => {
    api();
    renderGame();
    const { send } = await playConnected();
    send('loadingStart');
    expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    send('loadingFinished');
    expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the game never answers, and Retry makes a new frame', async () => {
    api();
    jest.useFakeTimers();
    try {
      renderGame();
      fireEvent.click(await screen.findByRole('button', { name: /Play/ }));
      const frame = screen.getByTitle('Game: Snake') as HTMLIFrameElement;
      jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
      fireEvent.load(frame);
      act(() => jest.advanceTimersByTime(9_999));
      expect(screen.queryByTestId('game-error')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('game-error')).toHaveTextContent('The game did not load.');
      expect(frame.contentWindow!.postMessage).toHaveBeenCalledTimes(10);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(screen.queryByTestId('game-error')).not.toBeInTheDocument();
      expect(screen.getByTitle('Game: Snake')).not.toBe(frame);
      expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes fullscreen in an expanded layer where the Fullscreen API is missing; Escape or the close button leaves it', async () => {
    api();
    renderGame();
    await startPlaying();
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.getByTestId('game-stage')).toHaveClass('player__stage--expanded');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
  });

  it('says a game the API does not know is not found, with a way home, and records no view', async () => {
    const requests = api({ 'GET /g/nope': () => fail(404, 40401, 'Game not found: nope') });
    renderGame('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is no game “nope”.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(count(requests, 'POST /g/nope/views')).toBe(0);
  });

  it('offers a retry when loading fails, and shows the game when it then works', async () => {
    let failures = 2; // the client retries a failed GET once by itself
    api({ 'GET /g/snake': () => (failures-- > 0 ? fail(500, 500, 'boom') : ok(snake)) });
    renderGame();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Snake' })).toBeInTheDocument();
  });
});
