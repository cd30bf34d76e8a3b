import {
  chooseSource,
  detectSource,
  parseSourceRecord,
  readStoredSource,
  searchEngineOf,
  SOURCE_STORAGE_KEY,
  trackSource,
} from './source';

const own = 'playnook.test';
const landing = (query: string, referrer = '') => ({
  url: `https://${own}/games/snake${query}`,
  referrer,
  ownHost: own,
});

describe('source tracking', () => {
  beforeEach(() => localStorage.clear());

  it('detects source_from_id first, keeping only non-empty tracking parameters', () => {
    const source = detectSource(
      landing('?source_from_id=abc123&utm_source=google&utm_medium=&q=secret', 'https://www.google.com/search?q=x'),
      42,
    );
    expect(source).toMatchObject({
      type: 'source_from_id',
      originalValue: 'abc123',
      referer: 'https://www.google.com',
      timestamp: 42,
      urlParams: { source_from_id: 'abc123', utm_source: 'google' },
    });
    expect(source.id).toBeTruthy();
    expect(source.urlParams).not.toHaveProperty('utm_medium');
    expect(source.urlParams).not.toHaveProperty('q');
  });

  it('ignores an empty source_from_id and falls through to utm_source', () => {
    expect(detectSource(landing('?source_from_id=%20&utm_source=bing'))).toMatchObject({
      type: 'search_engine',
      originalValue: 'bing',
    });
    expect(detectSource(landing('?utm_source=SeaArt_banner'))).toMatchObject({
      type: 'seaart',
      originalValue: 'SeaArt_banner',
    });
    expect(detectSource(landing('?utm_source=newsletter'))).toMatchObject({
      type: 'other',
      originalValue: 'newsletter',
    });
  });

  it('classifies the referring host: search engines, seaart.ai, others', () => {
    const cases: Array<[string, string]> = [
      ['https://www.google.co.uk/', 'search_engine'],
      ['https://www.bing.com/search?q=games', 'search_engine'],
      ['https://search.yahoo.com/', 'search_engine'],
      ['https://www.baidu.com/s?wd=x', 'search_engine'],
      ['https://yandex.ru/search', 'search_engine'],
      ['https://duckduckgo.com/', 'search_engine'],
      ['https://search.naver.com/', 'search_engine'],
      ['https://www.seaart.ai/explore', 'seaart'],
      ['https://seaart.ai/', 'seaart'],
      ['https://google.example.net/', 'other'],
      ['https://news.example.com/article?id=7', 'other'],
    ];
    for (const [referrer, type] of cases) {
      const source = detectSource(landing('', referrer));
      expect([referrer, source.type]).toEqual([referrer, type]);
      expect(source.referer).toBe(new URL(referrer).origin);
      expect(source.originalValue).toBe(new URL(referrer).hostname);
    }
    expect(searchEngineOf('www.google.com.hk')).toBe('google');
  });

  it('is direct without parameters or an external referrer (own host, other schemes)', () => {
    for (const referrer of ['', `https://${own}/fr/`, 'android-app://com.example/', 'not a url']) {
      expect(detectSource(landing('', referrer))).toMatchObject({
        type: 'direct',
        originalValue: 'direct',
        referer: '',
        urlParams: {},
      });
    }
  });

  it('keeps the stored source on a direct visit and its first id when seen again; replaces it otherwise', () => {
    const first = trackSource(landing('?source_from_id=abc'), 1);
    expect(JSON.parse(localStorage.getItem(SOURCE_STORAGE_KEY)!)).toEqual(first);
    expect(trackSource(landing(''), 2)).toEqual(first);
    expect(trackSource(landing('?source_from_id=abc'), 3)).toEqual(first);
    const next = trackSource(landing('', 'https://www.bing.com/'), 4);
    expect(next).toMatchObject({ type: 'search_engine', timestamp: 4 });
    expect(readStoredSource()).toEqual(next);
    expect(chooseSource(detectSource(landing('')), null).type).toBe('direct');
  });

  it('ignores corrupt or tampered storage', () => {
    const good = detectSource(landing('?source_from_id=abc'));
    const tampered = [
      'not json',
      JSON.stringify('string'),
      JSON.stringify({ ...good, type: 'paid' }),
      JSON.stringify({ ...good, originalValue: '' }),
      JSON.stringify({ ...good, referer: 'javascript:alert(1)' }),
      JSON.stringify({ ...good, urlParams: { email: 'a@b.c' } }),
      JSON.stringify({ ...good, urlParams: { utm_source: '' } }),
      JSON.stringify({ ...good, timestamp: 'yesterday' }),
      JSON.stringify({ ...good, originalValue: 'x'.repeat(300) }),
    ];
    for (const value of tampered) {
      localStorage.setItem(SOURCE_STORAGE_KEY, value);
      expect([value, readStoredSource()]).toEqual([value, null]);
      expect(trackSource(landing('')).type).toBe('direct');
    }
    expect(parseSourceRecord(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });
});
