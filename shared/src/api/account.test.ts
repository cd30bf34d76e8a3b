/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config';
import { authAtom, LOGGED_OUT } from '../state/auth';
import { portalStore } from '../state/store';
import { addRecentlyPlayed, recentlyPlayedAtom } from '../state/recentlyPlayed';
import {
  clearRecentGames,
  fetchRecentGames,
  removeRecentGame,
  reportGame,
  setFavorite,
  toRecentlyPlayed,
} from './account';
import { SIGNED_IN } from '../testing/session';

let server: Server;
let reply: unknown = null;
const seen: Array<{ method: string; url: string; body: string; headers: IncomingMessage['headers'] }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 0, message: 'ok', success: true, data: reply }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/api/v1` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  portalStore.set(authAtom, { ...SIGNED_IN, access_token: 'access-1' });
});
afterEach(() => portalStore.set(authAtom, LOGGED_OUT));

const body = (i = 0) => JSON.parse(seen[i]!.body);

describe('account endpoints', () => {
  it('sends the desired state of favourites, with the bearer token', async () => {
    await setFavorite('snake', false);
    expect(body(0)).toEqual({ slug: 'snake', favorite: false });
    expect(seen.every((r) => r.headers.authorization === 'Bearer access-1')).toBe(true);
  });

  it('reports a play with or without progress', async () => {
    await reportGame('snake');
    await reportGame('snake', { level: 2 });
    expect(body(0)).toEqual({ slug: 'snake' });
    expect(body(1)).toEqual({ slug: 'snake', progress: { level: 2 } });
  });

  it("turns the server's recently played list into local entries", async () => {
    reply = {
      items: [
        {
          slug: 'snake',
          title: 'Snake',
          description: '',
          thumbnail: 'https://g/s.svg',
          category: null,
          likes: 0,
          plays: 0,
          listed_at: '2026-01-02T03:04:05.000Z',
        },
      ],
      page: 1,
      limit: 50,
      total: 1,
      has_more: false,
    };
    const page = await fetchRecentGames();
    expect(toRecentlyPlayed(page.items)).toEqual([
      { slug: 'snake', title: 'Snake', thumbnail: 'https://g/s.svg', playedAt: Date.parse('2026-01-02T03:04:05.000Z') },
    ]);
  });

  it("removes recently played games on the server and, once it agrees, from this browser's copy", async () => {
    addRecentlyPlayed({ slug: 'snake', title: 'Snake', thumbnail: '' });
    addRecentlyPlayed({ slug: 'merge-tiles', title: 'Merge Tiles', thumbnail: '' });
    reply = { removed: 1 };
    await removeRecentGame('snake');
    expect(body(0)).toEqual({ slug: 'snake' });
    expect(portalStore.get(recentlyPlayedAtom).map((g) => g.slug)).toEqual(['merge-tiles']);
    await clearRecentGames();
    expect(body(1)).toEqual({ all: true });
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([]);
  });
});
