import { dropFirstData, firstDataKey, HOME_FIRST_DATA, peekFirstData } from './firstData';

afterEach(() => {
  delete window.__PORTAL_FIRST_DATA__;
});

describe('inlined first data', () => {
  it('keys a request by path and query', () => {
    expect(firstDataKey(HOME_FIRST_DATA.hot)).toBe('/c/hot?limit=12');
    expect(firstDataKey({ path: '/g/c/featured', query: { limit: 6, slug: 'a b' } })).toBe(
      '/g/c/featured?limit=6&slug=a+b',
    );
  });

  it('serves data in the language it was read in, once', () => {
    window.__PORTAL_FIRST_DATA__ = { language: 'fr', entries: { '/c/hot?limit=12': ['snake'] } };
    expect(peekFirstData(HOME_FIRST_DATA.hot, 'en')).toBeUndefined();
    expect(peekFirstData(HOME_FIRST_DATA.featured, 'fr')).toBeUndefined();
    expect(peekFirstData(HOME_FIRST_DATA.hot, 'fr')).toEqual(['snake']);
    dropFirstData(HOME_FIRST_DATA.hot);
    expect(peekFirstData(HOME_FIRST_DATA.hot, 'fr')).toBeUndefined();
  });

  it('is absent when the edge server sent none', () => {
    expect(peekFirstData(HOME_FIRST_DATA.hot, 'en')).toBeUndefined();
    expect(() => dropFirstData(HOME_FIRST_DATA.hot)).not.toThrow();
  });
});
