import { redirectTarget, sameOriginPath } from './sameOriginPath';

const origin = 'https://portal.test';

describe('sameOriginPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameOriginPath('/fr/games/snake?x=1#play', origin)).toBe('/fr/games/snake?x=1#play');
    expect(sameOriginPath('/blog', origin)).toBe('/blog');
    expect(sameOriginPath('https://portal.test/blog?page=2', origin)).toBe('/blog?page=2');
    expect(sameOriginPath('https://portal.test:443/x', origin)).toBe('/x');
  });

  it('keeps non-ASCII paths, percent-encoded so they are safe in a header', () => {
    expect(sameOriginPath('/ja/ゲーム?q=é#ö', origin)).toBe('/ja/%E3%82%B2%E3%83%BC%E3%83%A0?q=%C3%A9#%C3%B6');
    expect(sameOriginPath('/ja/%E3%82%B2', origin)).toBe('/ja/%E3%82%B2');
  });

  it('refuses whatever a browser would take to another host', () => {
    for (const target of [
      '/\t/evil.example',
      '/\r/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'http:evil.example',
      'http://portal.test/',
      'https://evil.example/',
      'https://portal.test.evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      '/.//evil.example',
      '/x/..//evil.example',
    ]) {
      expect([target, sameOriginPath(target, origin)]).toEqual([target, null]);
    }
  });

  it('reads "https:evil" as a browser does: a path of an https portal, another host from an http one', () => {
    expect(sameOriginPath('https:evil.example', origin)).toBe('/evil.example');
    expect(sameOriginPath('https:evil.example', 'http://localhost:8080')).toBeNull();
    expect(sameOriginPath('https:evil.example/x', 'http://localhost:8080')).toBeNull();
  });

  it('keeps control characters and odd spaces out of the result', () => {
    const cases: [string, string][] = [
      ['/%09/evil.example', '/%09/evil.example'],
      ['/a\tb', '/ab'],
      ['/a\r\nSet-Cookie: x=1', '/aSet-Cookie:%20x=1'],
      ['/a\u0000b', '/a%00b'],
      ['/\u3000/evil.example', '/%E3%80%80/evil.example'],
      ['\u3000', '/%E3%80%80'],
    ];
    for (const [target, expected] of cases) {
      const local = sameOriginPath(target, origin);
      expect(local).toBe(expected);
      expect(local).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });

  it('refuses no value, an empty one and anything not text', () => {
    for (const target of [null, undefined, '', 42, ['/blog']]) expect(sameOriginPath(target, origin)).toBeNull();
  });
});

describe('redirectTarget', () => {
  it('falls back to the home page, or the given path, when the target leaves the site', () => {
    expect(redirectTarget('/blog?x=1', origin)).toBe('/blog?x=1');
    expect(redirectTarget('//evil.example', origin)).toBe('/');
    expect(redirectTarget(undefined, origin, '/fr')).toBe('/fr');
  });
});
