import { portalStore } from '../state/store';
import { AUTH_STORAGE_KEY, authAtom, LOGGED_OUT } from '../state/auth';
import { addRecentlyPlayed, clearRecentlyPlayed, parseRecentGamesHint } from '../state/recentlyPlayed';
import { keepViewHints } from './keepViewHints';
import { parseViewHints, VIEW_HINT_MAX_LENGTH, viewHintsFromCookies, writeViewHint } from './viewHints';

const jar = () =>
  Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
      }),
  ) as Record<string, string>;

afterEach(() => {
  for (const name of Object.keys(jar())) document.cookie = `${name}=; Path=/; Max-Age=0`;
  localStorage.removeItem(AUTH_STORAGE_KEY);
});

describe('viewHintsFromCookies', () => {
  it('passes on the pn_vh_ cookies, by name, and nothing else', () => {
    expect(
      viewHintsFromCookies({ pn_vh_theatre: '1', pn_vh_recent: 'snake.tetris', pn_signed_in: '1', other: 'x' }),
    ).toEqual({ recent: 'snake.tetris', theatre: '1' });
    expect(viewHintsFromCookies(undefined)).toEqual({});
  });

  it('ignores garbage: bad names, empty, long or control-character values, and too many hints', () => {
    const garbage = {
      'pn_vh_Bad-Name': 'x',
      pn_vh_: 'x',
      pn_vh_empty: '',
      pn_vh_long: 'a'.repeat(VIEW_HINT_MAX_LENGTH + 1),
      pn_vh_newline: 'a\nb',
      pn_vh_nul: 'a\u0000',
      pn_vh_missing: undefined,
    };
    expect(viewHintsFromCookies(garbage)).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`pn_vh_h${i}`, 'x']));
    expect(Object.keys(viewHintsFromCookies(many)).length).toBeLessThanOrEqual(6);
  });

  it('reads what a page carries back the same way, and nothing from a malformed one', () => {
    expect(parseViewHints({ recent: 'snake', theatre: '1' })).toEqual({ recent: 'snake', theatre: '1' });
    for (const bad of [null, 'recent', ['x'], 42, { recent: 42 }, { 'no pe': 'x' }])
      expect(parseViewHints(bad)).toEqual({});
  });
});

describe('writeViewHint', () => {
  it('writes a cookie the edge reads back, and removes it', () => {
    writeViewHint('name', 'Zoë ; <b>');
    expect(viewHintsFromCookies(jar())).toEqual({ name: 'Zoë ; <b>' });
    writeViewHint('name', null);
    expect(jar()).toEqual({});
  });

  it('writes no invalid hint', () => {
    writeViewHint('Bad', '1');
    writeViewHint('long', 'a'.repeat(VIEW_HINT_MAX_LENGTH + 1));
    expect(jar()).toEqual({});
  });
});

describe('parseRecentGamesHint', () => {
  it('gives the valid, distinct slugs, at most eight', () => {
    expect(parseRecentGamesHint('snake.tetris.snake')).toEqual(['snake', 'tetris']);
    expect(parseRecentGamesHint('a.b.c.d.e.f.g.h.i.j')).toHaveLength(8);
  });

  it('ignores garbage', () => {
    expect(parseRecentGamesHint(undefined)).toEqual([]);
    expect(parseRecentGamesHint('')).toEqual([]);
    expect(parseRecentGamesHint('../etc.SNAKE.<x>.a--b.-a')).toEqual([]);
    expect(parseRecentGamesHint('snake.%00.ok-game')).toEqual(['snake', 'ok-game']);
  });
});

describe('keepViewHints', () => {
  it('keeps the recently played slugs and the signed-in name in the hints', () => {
    clearRecentlyPlayed();
    portalStore.set(authAtom, LOGGED_OUT);
    const stop = keepViewHints();
    expect(jar()).toEqual({});
    addRecentlyPlayed({ slug: 'snake', title: 'Snake', thumbnail: '', playedAt: 1 });
    addRecentlyPlayed({ slug: 'tetris', title: 'Tetris', thumbnail: '', playedAt: 2 });
    expect(jar().pn_vh_recent).toBe('tetris.snake');
    const user = {
      identity: '',
      user_id: 'u1',
      name: 'Ada',
      game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
    };
    portalStore.set(authAtom, { user, access_token: 't', expires_at: null, isLoggedIn: true });
    expect(jar().pn_vh_name).toBe('Ada');
    portalStore.set(authAtom, LOGGED_OUT);
    clearRecentlyPlayed();
    expect(jar()).toEqual({});
    stop();
  });
});
