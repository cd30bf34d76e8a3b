import { gameFileUrl, gameOriginOf, slugOfGameHost, subOriginPattern } from './gameOrigins';

const LOCAL = 'http://games.localhost:8081';
const PRODUCTION = 'https://games.example';

describe('game origins', () => {
  it('gives each game a sub-domain of the base, keeping its scheme and port', () => {
    expect(gameOriginOf(LOCAL, 'snake')).toBe('http://snake.games.localhost:8081');
    expect(gameOriginOf(PRODUCTION, 'merge-tiles')).toBe('https://merge-tiles.games.example');
    // A base written with a path or a default port still names one origin.
    expect(gameOriginOf('https://games.example:443/x', 'snake')).toBe('https://snake.games.example');
  });

  it('refuses what cannot be one host label: bad slugs, over 63 characters, other schemes', () => {
    for (const slug of ['', 'Snake', 'a.b', 'a--b', '-a', 'a_b', 'x'.repeat(64), '../x'])
      expect(() => gameOriginOf(LOCAL, slug)).toThrow(/Not a game slug/);
    expect(gameOriginOf(LOCAL, 'x'.repeat(63))).toBe(`http://${'x'.repeat(63)}.games.localhost:8081`);
    expect(() => gameOriginOf('ftp://games.example', 'snake')).toThrow(/http/);
  });

  it('names every game origin, and only those, as one CSP source expression', () => {
    expect(subOriginPattern(LOCAL)).toBe('http://*.games.localhost:8081');
    expect(subOriginPattern(PRODUCTION)).toBe('https://*.games.example');
  });

  it('reads the slug back from a Host header, with or without the port, in any case', () => {
    expect(slugOfGameHost(LOCAL, 'snake.games.localhost:8081')).toBe('snake');
    expect(slugOfGameHost(LOCAL, 'Merge-Tiles.Games.Localhost')).toBe('merge-tiles');
    expect(slugOfGameHost(PRODUCTION, 'snake.games.example.')).toBe('snake');
    for (const host of [
      undefined,
      '',
      'games.localhost:8081',
      'a.snake.games.localhost',
      'snake.games.localhost.evil.test',
      'snakegames.localhost',
      'snake.other.localhost',
      '127.0.0.1:8081',
      'a_b.games.localhost',
    ])
      expect(slugOfGameHost(LOCAL, host)).toBeNull();
  });

  it("puts a file of the games folder on its game's origin", () => {
    expect(gameFileUrl(LOCAL, '/snake/0123abcd/index.html')).toBe(
      'http://snake.games.localhost:8081/snake/0123abcd/index.html',
    );
    expect(gameFileUrl(PRODUCTION, '')).toBe('');
    expect(() => gameFileUrl(PRODUCTION, '/../x/index.html')).toThrow(/Not a game slug/);
  });
});
