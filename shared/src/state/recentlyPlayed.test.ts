import { portalStore } from './store';
import {
  addRecentlyPlayed,
  clearRecentlyPlayed,
  parseRecentlyPlayed,
  RECENTLY_PLAYED_LIMIT,
  RECENTLY_PLAYED_STORAGE_KEY,
  recentlyPlayedAtom,
  removeRecentlyPlayed,
  replaceRecentlyPlayed,
} from './recentlyPlayed';

const game = (slug: string, playedAt?: number) => ({
  slug,
  title: slug.toUpperCase(),
  thumbnail: `https://img.test/${slug}.png`,
  playedAt,
});
const slugs = () => portalStore.get(recentlyPlayedAtom).map((e) => e.slug);
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_PLAYED_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  clearRecentlyPlayed();
  localStorage.clear();
});

describe('recently played list', () => {
  it('puts the latest game first and persists the list', () => {
    addRecentlyPlayed(game('snake', 1000));
    addRecentlyPlayed(game('merge-tiles', 2000));
    expect(slugs()).toEqual(['merge-tiles', 'snake']);
    expect(stored()).toEqual([
      { slug: 'merge-tiles', title: 'MERGE-TILES', thumbnail: 'https://img.test/merge-tiles.png', playedAt: 2000 },
      { slug: 'snake', title: 'SNAKE', thumbnail: 'https://img.test/snake.png', playedAt: 1000 },
    ]);
  });

  it('keeps one entry per game, moved to the front when played again', () => {
    addRecentlyPlayed(game('snake', 1000));
    addRecentlyPlayed(game('merge-tiles', 2000));
    addRecentlyPlayed(game('snake', 3000));
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([
      expect.objectContaining({ slug: 'snake', playedAt: 3000 }),
      expect.objectContaining({ slug: 'merge-tiles', playedAt: 2000 }),
    ]);
  });

  it('stamps an entry with the current time when none is given', () => {
    const before = Date.now();
    addRecentlyPlayed(game('snake'));
    expect(portalStore.get(recentlyPlayedAtom)[0]!.playedAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps at most 50 games, dropping the oldest', () => {
    for (let i = 0; i < RECENTLY_PLAYED_LIMIT + 5; i += 1) addRecentlyPlayed(game(`game-${i}`, i));
    expect(slugs()).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(slugs()[0]).toBe(`game-${RECENTLY_PLAYED_LIMIT + 4}`);
    expect(slugs()).not.toContain('game-4');
  });

  it('ignores a game without a valid slug', () => {
    addRecentlyPlayed(game('snake', 1));
    addRecentlyPlayed({ slug: '', title: 'x', thumbnail: '' });
    addRecentlyPlayed({ slug: 'Not A Slug', title: 'x', thumbnail: '' });
    expect(slugs()).toEqual(['snake']);
  });

  it('removes one game or all of them', () => {
    addRecentlyPlayed(game('snake', 1));
    addRecentlyPlayed(game('merge-tiles', 2));
    removeRecentlyPlayed('snake');
    expect(slugs()).toEqual(['merge-tiles']);
    clearRecentlyPlayed();
    expect(slugs()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('replaces the list with a cleaned copy of the server one', () => {
    addRecentlyPlayed(game('snake', 1));
    replaceRecentlyPlayed([
      game('memory-match', 5),
      game('brick-breaker', 9),
      { slug: 'memory-match', playedAt: 1 },
      { title: 'no slug', playedAt: 3 },
    ]);
    expect(slugs()).toEqual(['brick-breaker', 'memory-match']);
  });
});

describe('reading the list from storage', () => {
  it('drops malformed entries and repairs missing fields', () => {
    expect(
      parseRecentlyPlayed([
        { slug: 'snake', title: '', thumbnail: 'javascript:alert(1)', playedAt: 5 },
        { slug: 'ok-game', title: 'OK', thumbnail: '/thumbs/ok.png', playedAt: 7 },
        { slug: 'no-time', title: 'x' },
        { slug: 'bad-time', playedAt: Number.NaN },
        null,
        'snake',
        { slug: '../etc', playedAt: 1 },
      ]),
    ).toEqual([
      { slug: 'ok-game', title: 'OK', thumbnail: '/thumbs/ok.png', playedAt: 7 },
      { slug: 'snake', title: 'snake', thumbnail: '', playedAt: 5 },
    ]);
  });

  it('reads anything that is not a list as empty', () => {
    for (const bad of [null, undefined, 'x', 42, { slug: 'snake' }]) expect(parseRecentlyPlayed(bad)).toEqual([]);
  });
});
