// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { authAtom, LOGGED_OUT, portalStore } from '@portal/shared';
import { guestSaveKey } from './saves';
import { useGameBridge } from './useGameBridge';
import { GAME_EVENTS, type GameEvent } from './protocol';
import { signInForTest } from '@portal/shared/testing/session';

const GAMES = 'http://games.test';
/** The game's own origin under the games base origin: the only one the bridge talks to. */
const SNAKE = 'http://snake.games.test';

function Harness({ onEvent }: { onEvent: (event: GameEvent) => void }) {
  const [restarted, setRestarted] = useState<boolean | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const bridge = useGameBridge({ frame, slug: 'snake', gamesOrigin: GAMES, locale: 'fr', onEvent });
  return (
    <>
      <iframe ref={frame} title="game" />
      <button type="button" onClick={bridge.onFrameLoad}>
        loaded
      </button>
      <button type="button" onClick={() => setRestarted(bridge.restart())}>
        again
      </button>
      <output data-testid="status">{bridge.status}</output>
      <output data-testid="restarted">{String(restarted)}</output>
    </>
  );
}

function setup() {
  const onEvent = jest.fn();
  render(<Harness onEvent={onEvent} />);
  const game = (screen.getByTitle('game') as HTMLIFrameElement).contentWindow!;
  const posted = jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);
  const load = () => act(() => screen.getByRole('button', { name: 'loaded' }).click());
  const fromGame = (data: unknown, { origin = SNAKE, source = game as MessageEventSource | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  const sent = () => posted.mock.calls.map(([message, origin]) => ({ message, origin }));
  const responses = () =>
    sent()
      .filter(({ message }) => (message as { type: string }).type === 'response')
      .map(({ message }) => message);
  return {
    onEvent,
    game,
    posted,
    load,
    fromGame,
    sent,
    responses,
    status: () => screen.getByTestId('status').textContent,
    again: () => {
      act(() => screen.getByRole('button', { name: 'again' }).click());
      return screen.getByTestId('restarted').textContent;
    },
  };
}

const msg = (type: string, extra: Record<string, unknown> = {}) => ({
  source: 'portal-bridge',
  version: 1,
  type,
  ...extra,
});
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

beforeEach(() => {
  portalStore.set(authAtom, LOGGED_OUT);
  localStorage.clear();
});

describe('useGameBridge: handshake', () => {
  afterEach(() => jest.useRealTimers());

  it("says hello to the game's own origin once a second, 10 times, then reports the game failed", () => {
    jest.useFakeTimers();
    const bridge = setup();
    bridge.load();
    // The frame exists only after the player pressed Play: hello tells the game to skip its title screen.
    expect(bridge.sent()).toEqual([{ message: msg('hello', { launch: 'play' }), origin: SNAKE }]);
    act(() => jest.advanceTimersByTime(8_999));
    expect(bridge.posted).toHaveBeenCalledTimes(9);
    act(() => jest.advanceTimersByTime(1));
    expect(bridge.posted).toHaveBeenCalledTimes(10);
    expect(bridge.status()).toBe('connecting');
    act(() => jest.advanceTimersByTime(999));
    expect(bridge.status()).toBe('connecting');
    act(() => jest.advanceTimersByTime(1));
    expect(bridge.status()).toBe('failed');
    act(() => jest.advanceTimersByTime(10_000));
    expect(bridge.posted).toHaveBeenCalledTimes(10);
  });

  it('stops saying hello once the game answers ready, and passes the game’s notices on', () => {
    jest.useFakeTimers();
    const bridge = setup();
    bridge.load();
    act(() => jest.advanceTimersByTime(2_000));
    bridge.fromGame(msg('ready'));
    expect(bridge.status()).toBe('connected');
    act(() => jest.advanceTimersByTime(20_000));
    expect(bridge.posted).toHaveBeenCalledTimes(3);
    // 'ready' came first; every other notice follows it to the page.
    for (const type of GAME_EVENTS.filter((event) => event !== 'ready')) bridge.fromGame(msg(type));
    expect(bridge.onEvent.mock.calls.map(([event]) => event)).toEqual(GAME_EVENTS);
  });

  it('passes a game over on with its score', () => {
    const bridge = setup();
    bridge.load();
    bridge.fromGame(msg('ready'));
    bridge.fromGame(msg('gameOver', { score: 120 }));
    bridge.fromGame(msg('gameOver'));
    expect(bridge.onEvent.mock.calls.slice(1).map(([, notice]) => notice)).toEqual([
      { type: 'gameOver', score: 120 },
      { type: 'gameOver', score: null },
    ]);
  });

  it('asks for a restart only a connected game that said it can, and not after the frame reloaded', () => {
    const bridge = setup();
    bridge.load();
    expect(bridge.again()).toBe('false');
    bridge.fromGame(msg('ready'));
    expect(bridge.again()).toBe('false');
    bridge.fromGame(msg('restartable'));
    expect(bridge.again()).toBe('true');
    expect(bridge.sent().at(-1)).toEqual({ message: msg('restart'), origin: SNAKE });
    bridge.load();
    bridge.fromGame(msg('ready'));
    expect(bridge.again()).toBe('false');
  });

  it('ignores messages from another origin, from another window, of another shape and of unknown types', () => {
    const bridge = setup();
    bridge.load();
    bridge.fromGame(msg('ready'), { origin: 'http://evil.test' });
    bridge.fromGame(msg('ready'), { origin: 'http://localhost' });
    // The games base origin and another game's origin are not this game's.
    bridge.fromGame(msg('ready'), { origin: GAMES });
    bridge.fromGame(msg('ready'), { origin: 'http://tetris.games.test' });
    bridge.fromGame(msg('ready'), { source: window });
    bridge.fromGame(msg('ready'), { source: null });
    bridge.fromGame({ type: 'ready' });
    bridge.fromGame('ready');
    bridge.fromGame(msg('launchMissiles'));
    bridge.fromGame(msg('getUser'));
    expect(bridge.status()).toBe('connecting');
    expect(bridge.onEvent).not.toHaveBeenCalled();
    expect(bridge.responses()).toEqual([]);
  });
});

describe('useGameBridge: requests', () => {
  it('answers getLanguage with the portal’s locale and getUser with null for a guest, the name when signed in', async () => {
    const bridge = setup();
    bridge.fromGame(msg('getLanguage', { id: 'l1' }));
    bridge.fromGame(msg('getUser', { id: 'u1' }));
    await flush();
    signInForTest();
    bridge.fromGame(msg('getUser', { id: 'u2' }));
    await flush();
    expect(bridge.responses()).toEqual([
      msg('response', { id: 'l1', ok: true, data: 'fr' }),
      msg('response', { id: 'u1', ok: true, data: null }),
      msg('response', { id: 'u2', ok: true, data: { name: 'Ada' } }),
    ]);
    expect(bridge.sent().every(({ origin }) => String(origin) === SNAKE)).toBe(true);
  });

  it('keeps a guest’s save in local storage and gives it back; null before any save', async () => {
    const requests = installFakeApi(() => fail(500, 500, 'no network expected'));
    const bridge = setup();
    bridge.fromGame(msg('loadData', { id: 'a' }));
    await flush();
    bridge.fromGame(msg('saveData', { id: 'b', data: { best: 120 } }));
    await flush();
    bridge.fromGame(msg('loadData', { id: 'c' }));
    await flush();
    expect(bridge.responses()).toEqual([
      msg('response', { id: 'a', ok: true, data: null }),
      msg('response', { id: 'b', ok: true, data: true }),
      msg('response', { id: 'c', ok: true, data: { best: 120 } }),
    ]);
    expect(localStorage.getItem(guestSaveKey('snake'))).toBe('{"best":120}');
    expect(requests).toEqual([]);
  });

  it('stores a signed-in player’s save with POST /user/g/report and reads it from GET /user/g/detail', async () => {
    let stored: unknown = null;
    const requests = installFakeApi((request: FakeRequest) => {
      if (request.method === 'POST' && request.path === '/user/g/report') {
        stored = (request.body as { progress: unknown }).progress;
        return ok({
          slug: 'snake',
          progress_saved_at: '2025-01-01T00:00:00.000Z',
          game_stats: { play_count: 1, favorite_count: 0, liked_count: 0 },
        });
      }
      if (request.path === '/user/g/detail') {
        return ok({
          slug: 'snake',
          favorite: false,
          liked: false,
          last_played_at: null,
          progress: stored === null ? null : { data: stored, updated_at: '2025-01-01T00:00:00.000Z' },
        });
      }
      return fail(404, 404, 'no route');
    });
    signInForTest();
    const bridge = setup();
    bridge.fromGame(msg('saveData', { id: 's', data: { best: 7, board: [2, 4] } }));
    await flush();
    bridge.fromGame(msg('loadData', { id: 'l' }));
    await flush();
    expect(bridge.responses()).toEqual([
      msg('response', { id: 's', ok: true, data: true }),
      msg('response', { id: 'l', ok: true, data: { best: 7, board: [2, 4] } }),
    ]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /user/g/report', 'GET /user/g/detail']);
    expect(requests[0]!.body).toEqual({ slug: 'snake', progress: { best: 7, board: [2, 4] } });
    expect(requests[1]!.query.get('slug')).toBe('snake');
    expect(localStorage.getItem(guestSaveKey('snake'))).toBeNull();
  });

  it('refuses a save that is not JSON or over 64 KB, and says so when the server fails', async () => {
    installFakeApi(() => fail(503, 503, 'down'));
    const bridge = setup();
    bridge.fromGame(msg('saveData', { id: 'big', data: 'x'.repeat(65_536) }));
    bridge.fromGame(msg('saveData', { id: 'none' }));
    await flush();
    signInForTest();
    bridge.fromGame(msg('saveData', { id: 'down', data: { best: 1 } }));
    bridge.fromGame(msg('loadData', { id: 'read' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bridge.responses()).toEqual([
      msg('response', { id: 'big', ok: false, error: 'too_large' }),
      msg('response', { id: 'none', ok: false, error: 'invalid' }),
      msg('response', { id: 'down', ok: false, error: 'failed' }),
      msg('response', { id: 'read', ok: false, error: 'failed' }),
    ]);
    expect(localStorage.getItem(guestSaveKey('snake'))).toBeNull();
  });
});
