import { installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { addRecentlyPlayed, clearRecentlyPlayed, getRuntimeConfig } from '@portal/shared';
import { gameOriginOf } from '@portal/shared/catalogue/gameOrigins';
import { renderPage, snake } from '../test/renderPage';
import { GamePlayer } from './GamePlayer';

const next = ['space-rocks', 'brick-breaker', 'sky-hopper', 'tower-stack'].map((slug) => ({
  slug,
  title: slug.replace('-', ' '),
  thumbnail: `http://games.test/${slug}/thumb.png`,
  likes: 0,
  plays: 0,
}));

/** The player with Snake started and connected, and a way to speak as the game. */
function startedPlayer() {
  renderPage(<GamePlayer game={snake} locale="en" onStart={() => undefined} onGameEvent={() => undefined} />, {
    path: '/',
    route: '/',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
  const game = frame.contentWindow!;
  const posted = jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);
  fireEvent.load(frame);
  const say = (type: string, extra: Record<string, unknown> = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'portal-bridge', version: 1, type, ...extra },
          origin: gameOriginOf(getRuntimeConfig().gamesOrigin, 'snake'),
          source: game,
        }),
      );
    });
  say('ready');
  say('loadingFinished');
  say('gameplayStart');
  const sent = () => posted.mock.calls.map(([message]) => (message as { type: string }).type);
  return { frame, say, sent, stage: screen.getByTestId('game-stage') };
}

let requests: FakeRequest[] = [];
beforeEach(() => {
  localStorage.clear();
  clearRecentlyPlayed();
  requests = installFakeApi((request) => ok(request.path === '/g/recommend' ? next : null));
});

describe('GameOver over the player', () => {
  it('shows over the game at its game over: score, Play again with focus, and the next games', async () => {
    addRecentlyPlayed({ slug: 'mole-bop', title: 'Mole Bop', thumbnail: 'http://games.test/mole-bop/thumb.png' });
    const player = startedPlayer();
    expect(player.stage).toHaveAttribute('data-game-state', 'playing');
    expect(screen.queryByTestId('game-over')).toBeNull();
    player.say('gameplayStop');
    player.say('gameOver', { score: 1250 });
    const screenOver = screen.getByRole('dialog', { name: 'Game over' });
    expect(player.stage).toContainElement(screenOver);
    expect(player.stage).toHaveAttribute('data-game-state', 'over');
    expect(within(screenOver).getByText('Score: 1,250')).toBeInTheDocument();
    expect(within(screenOver).getByRole('button', { name: /Play again/ })).toHaveFocus();
    const links = await within(screenOver).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(next.map((game) => `/games/${game.slug}`));
    // The games just played are left out (the API is asked to).
    const asked = requests.find((request) => request.path === '/g/recommend')!;
    expect(asked.query.get('slug')).toBe('snake');
    expect(asked.query.get('played')).toBe('mole-bop');
  });

  it('keeps Tab inside, and goes back to the game with Escape', async () => {
    const player = startedPlayer();
    player.say('gameOver');
    const dialog = screen.getByRole('dialog', { name: 'Game over' });
    expect(within(dialog).queryByText(/Score/)).toBeNull();
    const links = await within(dialog).findAllByRole('link');
    links.at(-1)!.focus();
    fireEvent.keyDown(links.at(-1)!, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: /Play again/ })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(links.at(-1)).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(player.frame).toHaveFocus();
  });

  it('asks a game that can restart for a new round', () => {
    const player = startedPlayer();
    player.say('restartable');
    player.say('gameOver', { score: 3 });
    fireEvent.click(screen.getByRole('button', { name: /Play again/ }));
    expect(player.sent().at(-1)).toBe('restart');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('game-frame')).toBe(player.frame);
    // The game's own "Play again" closes the screen too.
    player.say('gameOver', { score: 4 });
    player.say('gameplayStart');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads the frame of a game without onRestart', () => {
    const old = startedPlayer();
    old.say('gameOver');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Play again/ }));
    expect(screen.getByTestId('game-frame')).not.toBe(old.frame);
    expect(old.stage).toHaveAttribute('data-game-state', 'waiting');
    expect(old.sent()).not.toContain('restart');
  });
});
