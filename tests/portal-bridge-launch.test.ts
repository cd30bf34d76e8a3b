/**
 * The game-side bridge SDK's start handshake, restart and game over, run as the games origin serves it inside a
 * stand-in for the game's frame: a window whose parent is the portal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bridgeScript } from '../api/src/games-origin/bridge-script';

const SDK = bridgeScript(readFileSync(path.join(__dirname, '../api/src/games-origin/sdk/portal-bridge.js'), 'utf8'));
const PORTAL = 'http://portal.test';

type Bridge = {
  onStart: (callback: () => void) => void;
  onRestart: (callback: () => void) => void;
  gameOver: (score?: unknown) => void;
  launchedByPortal: () => boolean;
};

/** The SDK in a frame: what it posts to the portal, and a way to speak as the portal (or as someone else). */
function frameWithSdk({ framed = true } = {}) {
  const portal = { postMessage: jest.fn() };
  let listener: (event: { data: unknown; origin: string; source: unknown }) => void = () => undefined;
  const frame: Record<string, unknown> = {
    location: { pathname: '/snake/index.html', search: '', href: 'http://snake.games.test/snake/index.html' },
    localStorage: window.localStorage,
    addEventListener: (type: string, callback: typeof listener) => {
      if (type === 'message') listener = callback;
    },
  };
  frame.parent = framed ? portal : frame;
  new Function('window', SDK)(frame);
  const say = (data: Record<string, unknown>, { origin = PORTAL, source = portal as unknown } = {}) =>
    listener({ data: { source: 'portal-bridge', version: 1, ...data }, origin, source });
  const posted = () => portal.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);
  return { bridge: frame.PortalBridge as Bridge, say, posted, portal };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PortalBridge start handshake', () => {
  it("starts the game once when the portal's hello says the player pressed Play", () => {
    const { bridge, say } = frameWithSdk();
    const start = jest.fn();
    bridge.onStart(start);
    expect(bridge.launchedByPortal()).toBe(false);
    say({ type: 'hello', launch: 'play' });
    say({ type: 'hello', launch: 'play' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(bridge.launchedByPortal()).toBe(true);
  });

  it('starts a game that registers after the hello, right after it registers', () => {
    const { bridge, say } = frameWithSdk();
    say({ type: 'hello', launch: 'play' });
    const start = jest.fn();
    bridge.onStart(start);
    expect(start).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts a game opened on its own, under a portal without launch, or from another sender', () => {
    const alone = frameWithSdk({ framed: false });
    const start = jest.fn();
    alone.bridge.onStart(start);
    const old = frameWithSdk();
    old.bridge.onStart(start);
    old.say({ type: 'hello' });
    const spoofed = frameWithSdk();
    spoofed.bridge.onStart(start);
    spoofed.say({ type: 'hello', launch: 'play' }, { source: {} });
    jest.runAllTimers();
    expect(start).not.toHaveBeenCalled();
    expect(old.bridge.launchedByPortal()).toBe(false);
  });

  it('keeps starting the other callbacks when one throws', () => {
    const { bridge, say } = frameWithSdk();
    const second = jest.fn();
    bridge.onStart(() => {
      throw new Error('broken game code');
    });
    bridge.onStart(second);
    say({ type: 'hello', launch: 'play' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(() => jest.runOnlyPendingTimers()).toThrow('broken game code');
  });
});

describe('PortalBridge restart and game over', () => {
  it('says once that it can restart, and restarts on the portal’s restart only', () => {
    const { bridge, say, posted } = frameWithSdk();
    const again = jest.fn();
    bridge.onRestart(again);
    bridge.onRestart(again);
    say({ type: 'hello', launch: 'play' });
    expect(posted()).toEqual(['ready', 'restartable']);
    say({ type: 'restart' }, { origin: 'http://evil.test' });
    expect(again).not.toHaveBeenCalled();
    say({ type: 'restart' });
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('sends a game over with its score, without one when it is not a number', () => {
    const { bridge, say, portal } = frameWithSdk();
    say({ type: 'hello', launch: 'play' });
    bridge.gameOver(120);
    bridge.gameOver('lots');
    bridge.gameOver();
    const overs = portal.postMessage.mock.calls.map(([message]) => message).slice(1);
    expect(overs).toEqual([
      { source: 'portal-bridge', version: 1, type: 'gameOver', score: 120 },
      { source: 'portal-bridge', version: 1, type: 'gameOver' },
      { source: 'portal-bridge', version: 1, type: 'gameOver' },
    ]);
    expect(portal.postMessage.mock.calls.every(([, origin]) => origin === PORTAL)).toBe(true);
  });
});
