import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { API } from '../../test/http.js';
import { signUpAndLogin } from '../../test/users.js';
import { setRole } from '../moderation/roles.js';

const report = (
  t: ReturnType<typeof useTestApi>,
  slug: string,
  payload: unknown,
  { device = 'report-device-1', address = '198.51.100.10' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/g/${slug}/report`,
    headers: { 'x-device-id': device, 'accept-language': 'fr-CA,fr;q=0.9' },
    remoteAddress: address,
    payload: payload as Record<string, unknown>,
  });

describe('broken-game reports from guests', () => {
  const t = useTestApi({ reportDeviceLimit: 2, reportAddressLimit: 4 });

  it('stores a guest report with the game, the problem and the optional text, in one request', async () => {
    const res = await report(t, 'snake', { problem: 'not_loading', message: '  Black screen\r\non my phone ' });
    assert.equal(res.statusCode, 200, res.body);
    const [row] = await t.context.db.query<{
      slug: string;
      problem: string;
      message: string;
      locale: string;
      actor: string;
    }>(
      `SELECT g.slug, r.problem, r.message, r.locale, r.actor FROM game_reports r JOIN games g ON g.id = r.game_id
        WHERE r.id = $1`,
      [res.json().data.id],
    );
    assert.deepEqual(row, {
      slug: 'snake',
      problem: 'not_loading',
      message: 'Black screen\non my phone',
      locale: 'fr-CA',
      actor: 'd:report-device-1',
    });
    const bare = await report(t, 'snake', { problem: 'sound' }, { device: 'report-device-2' });
    assert.equal(bare.statusCode, 200, 'the text is optional');
  });

  it('refuses unknown games and problems and over-long text', async () => {
    assert.equal((await report(t, 'no-such-game', { problem: 'crash' }, { address: '198.51.100.20' })).statusCode, 404);
    assert.equal((await report(t, 'snake', { problem: 'boring' }, { address: '198.51.100.21' })).statusCode, 400);
    const long = await report(t, 'snake', { problem: 'crash', message: 'x'.repeat(501) }, { address: '198.51.100.22' });
    assert.equal(long.statusCode, 400);
  });

  it('limits reports per device and per address', async () => {
    const address = '198.51.100.30';
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push((await report(t, 'sudoku', { problem: 'crash' }, { device: 'limited-device', address })).statusCode);
    assert.deepEqual(sent, [200, 200, 429], 'two per device');
    const other = await report(t, 'sudoku', { problem: 'crash' }, { device: 'other-device-1', address });
    assert.equal(other.statusCode, 200, 'another device from the address still may');
    const fourth = await report(t, 'sudoku', { problem: 'crash' }, { device: 'other-device-2', address });
    assert.equal(fourth.statusCode, 429, 'four requests per address, refused ones included');
    assert.ok(fourth.headers['retry-after']);
  });
});

describe('moderators read the reports', () => {
  const t = useTestApi();

  it('lists the newest reports with their game and problem, to moderators only', async () => {
    await report(t, 'sudoku', { problem: 'display', message: 'Digits overlap' });
    const player = await signUpAndLogin(t.app);
    const moderator = await signUpAndLogin(t.app);
    await setRole(t.context.db, moderator.userId, 'moderator');
    const url = `${API}/user/moderation/reports?limit=5`;
    assert.equal((await t.app.inject({ url })).statusCode, 401);
    assert.equal((await t.app.inject({ url, headers: player.authHeader })).statusCode, 403);
    const listed = await t.app.inject({ url, headers: moderator.authHeader });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(
      listed.json().data.map((r: { slug: string; problem: string; message: string }) => [r.slug, r.problem, r.message]),
      [['sudoku', 'display', 'Digits overlap']],
    );
  });
});

describe('maker pages', () => {
  const t = useTestApi();

  it("lists a maker's published games newest first and gives the game page the maker's slug", async () => {
    await t.context.db.query(`UPDATE games SET author = 'Pixel Fox Studio' WHERE slug IN ('snake', 'sudoku')`);
    await t.context.db.query(`UPDATE games SET published_at = now() - interval '1 day' WHERE slug = 'snake'`);
    await t.context.db.query(`UPDATE games SET published_at = now() WHERE slug = 'sudoku'`);
    t.context.cache.invalidate();
    const game = (await t.app.inject({ url: `${API}/g/snake` })).json().data;
    assert.deepEqual([game.author, game.author_slug], ['Pixel Fox Studio', 'pixel-fox-studio']);
    const page = (await t.app.inject({ url: `${API}/g/maker/pixel-fox-studio?language=de` })).json().data;
    assert.deepEqual(page.maker, { slug: 'pixel-fox-studio', name: 'Pixel Fox Studio' });
    assert.deepEqual(
      page.items.map((g: { slug: string }) => g.slug),
      ['sudoku', 'snake'],
    );
    assert.equal(page.total, 2);
    const missing = await t.app.inject({ url: `${API}/g/maker/nobody-here` });
    assert.deepEqual([missing.statusCode, missing.json().code], [404, 40406]);
  });
});
