import { fillSeo, fillTemplate } from './fillSeo';

describe('SEO placeholder substitution', () => {
  it('fills every placeholder, repeated ones included', () => {
    expect(fillTemplate('{gameName} – Play free | {siteName}', { gameName: 'Snake', siteName: 'Playnook' })).toBe(
      'Snake – Play free | Playnook',
    );
    expect(fillTemplate('{a} and {a}', { a: 'x' })).toBe('x and x');
  });

  it('drops a missing value with its dangling separator instead of showing the placeholder', () => {
    expect(fillTemplate('{gameName} – Play free | {siteName}', { gameName: 'Snake' })).toBe('Snake – Play free');
    expect(fillTemplate('Play {gameName} now', {})).toBe('Play now');
    expect(fillTemplate('{x}, games, {y}', {})).toBe('games');
  });

  it('does not interpret values as templates or patterns', () => {
    expect(fillTemplate('Search: {query}', { query: '{siteName} $& $1', siteName: 'P' })).toBe(
      'Search: {siteName} $& $1',
    );
  });

  it('fills all six fields of an entry', () => {
    const entry = {
      title: '{t}',
      description: 'd {t}',
      keywords: '{t}, k',
      ogTitle: '{t}!',
      ogDescription: 'o',
      ogImage: '{img}',
    };
    expect(fillSeo(entry, { t: 'T', img: 'https://x/i.png' })).toEqual({
      title: 'T',
      description: 'd T',
      keywords: 'T, k',
      ogTitle: 'T!',
      ogDescription: 'o',
      ogImage: 'https://x/i.png',
    });
  });
});
