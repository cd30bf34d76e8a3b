import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
} from './recentSearches';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest first, once each whatever the case, at most 8', () => {
    for (let i = 0; i < RECENT_SEARCHES_LIMIT + 2; i += 1) addRecentSearch(`game ${i}`);
    addRecentSearch('  Game 5 ');
    const list = readRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(list.slice(0, 3)).toEqual(['Game 5', 'game 9', 'game 8']);
    expect(list).not.toContain('game 5');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(list);
  });

  it('ignores empty searches and can be cleared', () => {
    addRecentSearch('   ');
    expect(readRecentSearches()).toEqual([]);
    addRecentSearch('snake');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('reads whatever storage holds safely', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['ok', 3, null, { q: 'x' }, '', '  ', 'x'.repeat(600)]))).toEqual([
      'ok',
      'x'.repeat(500),
    ]);
  });

  it('keeps working when storage refuses to save', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => addRecentSearch('snake')).not.toThrow();
    setItem.mockRestore();
  });
});
