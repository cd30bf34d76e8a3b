import { hello, jsonBytes, parseGameMessage, restart, saveJson } from './protocol';

describe('parseGameMessage', () => {
  it('reads the notices and the requests of the protocol', () => {
    expect(parseGameMessage({ source: 'portal-bridge', type: 'gameplayStart' })).toEqual({ type: 'gameplayStart' });
    expect(parseGameMessage({ source: 'portal-bridge', version: 1, type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseGameMessage({ source: 'portal-bridge', type: 'loadData', id: 'a1' })).toEqual({
      type: 'loadData',
      id: 'a1',
    });
    expect(parseGameMessage({ source: 'portal-bridge', type: 'saveData', id: 'a2', data: { best: 3 } })).toEqual({
      type: 'saveData',
      id: 'a2',
      data: { best: 3 },
    });
  });

  it('reads a game over with its score, and without one when it is missing or not a finite number', () => {
    const over = (extra: Record<string, unknown>) =>
      parseGameMessage({ source: 'portal-bridge', type: 'gameOver', ...extra });
    expect(over({ score: 42 })).toEqual({ type: 'gameOver', score: 42 });
    expect(over({})).toEqual({ type: 'gameOver', score: null });
    expect(over({ score: '42' })).toEqual({ type: 'gameOver', score: null });
    expect(over({ score: Infinity })).toEqual({ type: 'gameOver', score: null });
    expect(parseGameMessage({ source: 'portal-bridge', type: 'restartable' })).toEqual({ type: 'restartable' });
  });

  it.each([
    ['not an object', 'gameplayStart'],
    ['null', null],
    ['an array', [{ source: 'portal-bridge', type: 'ready' }]],
    ['another sender', { source: 'other-sdk', type: 'ready' }],
    ['no source', { type: 'ready' }],
    ['an unknown type', { source: 'portal-bridge', type: 'openWindow' }],
    ['a portal message echoed back', { source: 'portal-bridge', type: 'hello' }],
    ['a restart echoed back', { source: 'portal-bridge', type: 'restart' }],
    ['a request without id', { source: 'portal-bridge', type: 'loadData' }],
    ['a request with a numeric id', { source: 'portal-bridge', type: 'getUser', id: 7 }],
    ['a request with an overlong id', { source: 'portal-bridge', type: 'getUser', id: 'x'.repeat(65) }],
  ])('ignores %s', (_what, value) => {
    expect(parseGameMessage(value)).toBeNull();
  });
});

describe('portal messages', () => {
  it('launches the game with hello (version 1 on the wire, so first-protocol games still answer) and restarts it', () => {
    expect(hello()).toEqual({ source: 'portal-bridge', version: 1, type: 'hello', launch: 'play' });
    expect(restart()).toEqual({ source: 'portal-bridge', version: 1, type: 'restart' });
  });
});

describe('saveJson', () => {
  it('gives the JSON text of plain data and null for what JSON cannot hold', () => {
    expect(saveJson({ best: 1, board: [2, 4] })).toBe('{"best":1,"board":[2,4]}');
    expect(saveJson(null)).toBe('null');
    expect(saveJson(undefined)).toBeNull();
    expect(saveJson(() => 1)).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(saveJson(cycle)).toBeNull();
  });

  it('measures bytes, not characters', () => {
    expect(jsonBytes('"é"')).toBe(4);
  });
});
