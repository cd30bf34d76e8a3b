import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  const origin = 'https://portal.test';
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/fr/games/snake?x=1#play', origin)).toBe('/fr/games/snake?x=1#play');
  });
  it('refuses anything that could lead elsewhere', () => {
    for (const from of [
      null,
      '',
      'games/snake',
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(from, origin)).toBeNull();
    }
  });
});
