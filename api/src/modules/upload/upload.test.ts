import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES, type PreSignResult, type UploadItem, type UploadReport } from '@portal/shared/types/upload';
import { loadConfig } from '../../config.js';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { useTestApi } from '../../test/context.js';
import { API, assertClientError } from '../../test/http.js';
import { send, signUpAndLogin, uniqueEmail } from '../../test/users.js';
import { isModerator, setRole } from '../moderation/roles.js';
import { UploadUrlSigner } from './signed-url.js';
import { buildZip, craftZip, INDEX_HTML, minimalGame, PNG_1PX } from './test-zips.js';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;

const URL_SECRET = 'test-upload-url-secret-0123456789';
const uploadDir = path.join(os.tmpdir(), `portal-uploads-${randomUUID()}`);
const moderatorEmail = uniqueEmail('moderator');

async function walk(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : Promise.resolve([`${prefix}${e.name}`]))),
  );
  return nested.flat().sort();
}

/** Files of one upload left in the storage root. */
const leftovers = async (fileId: string) => (await walk(uploadDir)).filter((file) => file.includes(fileId));

describe('upload pipeline', () => {
  const t = useTestApi({
    signUpIpLimit: 1000,
    upload: {
      ...loadConfig().upload,
      dir: uploadDir,
      urlSecret: URL_SECRET,
      moderatorEmails: [moderatorEmail],
      preSignRateLimit: 1000,
      rateLimit: 1000,
      putRateLimit: 1000,
    },
  });
  let alice: User;
  let bob: User;
  let moderator: User;
  after(() => rm(uploadDir, { recursive: true, force: true }));
  before(async () => {
    [alice, bob, moderator] = await Promise.all([signUpAndLogin(t.app, { name: 'alice' }), signUpAndLogin(t.app), signUpAndLogin(t.app, { email: moderatorEmail })]);
  });

  const preSign = (user: User, payload: Record<string, unknown>) => send<PreSignResult>(t.app, 'POST', '/user/upload/preSign', { headers: user.authHeader, payload });
  const put = async (url: string, body: Buffer | Readable, headers: Record<string, string> = { 'content-type': 'application/zip' }) => {
    const res = await t.app.inject({ method: 'PUT', url, headers, payload: body });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const confirm = (user: User, fileId: string) => send<UploadReport>(t.app, 'POST', '/user/upload/confirm', { headers: user.authHeader, payload: { file_id: fileId } });
  const submit = (user: User, payload: Record<string, unknown>) => send<UploadItem>(t.app, 'POST', '/user/upload/submit', { headers: user.authHeader, payload });
  const mine = (user: User) => send<{ items: UploadItem[]; total: number }>(t.app, 'GET', '/user/upload/mine', { headers: user.authHeader });
  const game = (slug: string) => send(t.app, 'GET', `/g/${slug}`);

  async function uploaded(user: User, zip: Buffer): Promise<string> {
    const signed = await preSign(user, { file_name: 'game.zip', file_size: zip.length, content_type: 'application/zip' });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const res = await put(signed.body.data.upload_url, zip);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return signed.body.data.file_id;
  }

  async function confirmed(user: User, zip: Buffer): Promise<string> {
    const fileId = await uploaded(user, zip);
    const report = await confirm(user, fileId);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    assert.equal(report.body.data.ok, true, JSON.stringify(report.body.data.problems));
    return fileId;
  }

  const details = (fileId: string, extra: Record<string, unknown> = {}) => ({
    file_id: fileId,
    title: 'Space Rocks',
    description: 'Shoot the rocks.',
    instructions: 'Arrows to move, space to shoot.',
    category: 'arcade',
    tags: ['retro', 'keyboard'],
    orientation: 'landscape',
    thumbnail: { source: 'archive', path: 'img/cover.png' },
    languages: ['en', 'fr'],
    ...extra,
  });

  it('preSign validates name, declared size and type, and needs a login', async () => {
    const valid = { file_name: 'my game.zip', file_size: 1234, content_type: 'application/zip' };
    const res = await preSign(alice, valid);
    assert.equal(res.status, 200);
    assert.match(res.body.data.file_id, /^[0-9a-f-]{36}$/);
    assert.match(res.body.data.upload_url, new RegExp(`^${API}/upload/put/${res.body.data.file_id}\\?expires=\\d+&sig=[\\w-]+$`));
    assert.equal(res.body.data.method, 'PUT');
    assert.deepEqual(res.body.data.headers, { 'content-type': 'application/zip' });
    const ttl = Date.parse(res.body.data.expires_at) - Date.now();
    assert.ok(ttl > 14 * 60_000 && ttl <= 15 * 60_000, `default TTL is 15 minutes (${ttl})`);

    for (const file_name of ['game.rar', '../game.zip', 'a/b.zip', 'a\\b.zip', '.zip', ' game.zip', 'x'.repeat(300) + '.zip']) {
      const bad = await preSign(alice, { ...valid, file_name });
      assert.equal(bad.body.code, file_name.length > 255 ? 400 : CODES.fileNameInvalid, file_name);
    }
    assert.equal((await preSign(alice, { ...valid, content_type: 'text/html' })).body.code, CODES.contentTypeInvalid);
    const tooBig = await preSign(alice, { ...valid, file_size: 100 * 1024 * 1024 + 1 });
    assertClientError(tooBig, 413);
    assert.equal(tooBig.body.code, CODES.fileTooLarge);
    assert.equal((await preSign(alice, { ...valid, file_size: 100 * 1024 * 1024 })).status, 200, '100 MB is the default limit');
    assertClientError(await send(t.app, 'POST', '/user/upload/preSign', { payload: valid }), 401);
  });

  it('runs the whole flow: upload, confirm, submit (hidden), approve (published, playable, notified)', async () => {
    const zip = await minimalGame('console.log("space rocks")');
    const fileId = await uploaded(alice, zip);
    const report = await confirm(alice, fileId);
    assert.deepEqual(
      { ...report.body.data, limits: undefined },
      { ok: true, file_count: 3, total_uncompressed_size: report.body.data.total_uncompressed_size, entry_point: 'index.html', stripped_prefix: '', problems: [], problems_truncated: false, limits: undefined },
    );
    assert.deepEqual(report.body.data.limits, { max_files: 1500, max_uncompressed_size: 250 * 1024 * 1024, max_compression_ratio: 200 });
    assert.deepEqual((await confirm(alice, fileId)).body.data, report.body.data, 'confirm again answers the same report');

    const submitted = await submit(alice, details(fileId));
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const item = submitted.body.data;
    assert.equal(item.status, 'pending_review');
    assert.equal(item.game!.slug, 'space-rocks');
    assert.equal(item.game!.is_live, false);
    const version = item.game!.version!;
    assert.equal(item.game!.preview_url, `${t.context.config.gamesOrigin}/space-rocks/${version}/index.html`);
    assert.equal(item.game!.thumbnail, `${t.context.config.gamesOrigin}/space-rocks/${version}/img/cover.png`);

    // Not in the catalogue, search or sitemaps until approved.
    assertClientError(await game('space-rocks'), 404);
    const all = await send(t.app, 'GET', '/g/all');
    assert.ok(!JSON.stringify(all.body.data).includes('space-rocks'));
    const search = await send(t.app, 'GET', '/g/search?q=space%20rocks');
    assert.ok(!JSON.stringify(search.body.data).includes('space-rocks'));

    const list = await mine(alice);
    assert.equal(list.body.data.items[0]!.file_id, fileId);
    assert.equal(list.body.data.items[0]!.status, 'pending_review');

    const approved = await send(t.app, 'POST', '/user/moderation/approve', { headers: moderator.authHeader, payload: { file_id: fileId } });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.data.status, 'published');
    assert.equal(approved.body.data.game.is_live, true);

    const live = await game('space-rocks');
    assert.equal(live.status, 200);
    assert.equal(live.body.data.title, 'Space Rocks');
    assert.equal(live.body.data.play_url, `${t.context.config.gamesOrigin}/space-rocks/${version}/index.html?lang=en`);
    assert.deepEqual(live.body.data.categories.map((c: { slug: string }) => c.slug), ['arcade']);
    assert.deepEqual(live.body.data.tags.map((c: { slug: string }) => c.slug).sort(), ['keyboard', 'retro']);
    assert.equal(live.body.data.author, 'alice');
    assert.ok(JSON.stringify((await send(t.app, 'GET', '/g/all')).body.data).includes('space-rocks'));

    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      const page = await origin.inject(`/space-rocks/${version}/index.html`);
      assert.equal(page.statusCode, 200);
      assert.equal(page.body, INDEX_HTML);
      assert.equal((await origin.inject(`/space-rocks/${version}/game.js`)).body, 'console.log("space rocks")');
    } finally {
      await origin.close();
    }

    const inbox = await send(t.app, 'GET', '/user/n', { headers: alice.authHeader });
    const note = inbox.body.data.items.find((n: { kind: string }) => n.kind === 'upload_review');
    assert.deepEqual(note.upload, { upload_id: fileId, game_title: 'Space Rocks', status: 'approved', reason: null });
    assert.equal((await mine(alice)).body.data.items[0]!.status, 'published');
    // Nothing of the upload is left in the storage root.
    assert.deepEqual(await leftovers(fileId), []);
  });

  it('refuses an expired URL, a forged signature and a reused URL', async () => {
    const zip = await minimalGame();
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    const { file_id: fileId, upload_url: url } = signed.body.data;

    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await put(`${API}/upload/put/${fileId}?expires=${past}&sig=${new UploadUrlSigner(URL_SECRET).sign(fileId, past)}`, zip);
    assert.deepEqual([expired.status, expired.body.code], [403, CODES.urlExpired]);

    const forged = await put(url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), zip);
    assert.deepEqual([forged.status, forged.body.code], [403, CODES.urlInvalid]);
    const later = Number(/expires=(\d+)/.exec(url)![1]) + 3600;
    const extended = await put(url.replace(/expires=\d+/, `expires=${later}`), zip);
    assert.deepEqual([extended.status, extended.body.code], [403, CODES.urlInvalid], 'the expiry is signed');
    const otherFile = await preSign(alice, { file_name: 'h.zip', file_size: zip.length, content_type: 'application/zip' });
    const swapped = await put(url.replace(fileId, otherFile.body.data.file_id), zip);
    assert.deepEqual([swapped.status, swapped.body.code], [403, CODES.urlInvalid], 'the file id is signed');

    assert.equal((await put(url, zip)).status, 200);
    const reused = await put(url, zip);
    assert.deepEqual([reused.status, reused.body.code], [409, CODES.urlUsed]);

    // A URL whose upload row ran out (the row's expiry is authoritative too).
    const stale = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    await t.context.db.query(`UPDATE uploads SET expires_at = now() - interval '1 second' WHERE id = $1`, [stale.body.data.file_id]);
    const staleRes = await put(stale.body.data.upload_url, zip);
    assert.deepEqual([staleRes.status, staleRes.body.code], [403, CODES.urlExpired]);
    assert.equal((await mine(alice)).body.data.items.find((i) => i.file_id === stale.body.data.file_id)!.status, 'expired');
  });

  it('refuses a body larger or smaller than declared, and the URL stays usable after a failed attempt', async () => {
    const zip = await minimalGame();
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: zip.length, content_type: 'application/zip' });
    const url = signed.body.data.upload_url;

    const declaredTooBig = await put(url, Buffer.concat([zip, Buffer.alloc(10)]));
    assert.deepEqual([declaredTooBig.status, declaredTooBig.body.code], [413, CODES.fileTooLarge]);
    assert.equal(declaredTooBig.headers.connection, 'close');

    // No Content-Length (chunked): the limit is enforced while the bytes stream in.
    const chunks = [zip, Buffer.alloc(64 * 1024)];
    const streamed = await put(url, Readable.from(chunks), { 'content-type': 'application/zip', 'transfer-encoding': 'chunked' });
    assert.deepEqual([streamed.status, streamed.body.code], [413, CODES.fileTooLarge]);

    const short = await put(url, zip.subarray(0, 10));
    assert.deepEqual([short.status, short.body.code], [400, CODES.sizeMismatch]);
    const shortStreamed = await put(url, Readable.from([zip.subarray(0, 10)]), { 'content-type': 'application/zip', 'transfer-encoding': 'chunked' });
    assert.deepEqual([shortStreamed.status, shortStreamed.body.code], [400, CODES.sizeMismatch]);

    assert.equal((await put(url, zip, { 'content-type': 'text/plain' })).status, 415);
    assert.deepEqual(await leftovers(signed.body.data.file_id), [], 'no partial file is kept');
    assert.equal((await put(url, zip)).status, 200);
    assert.equal((await confirm(alice, signed.body.data.file_id)).body.data.ok, true);
  });

  it("answers another user's file_id exactly like a missing one", async () => {
    const fileId = await confirmed(alice, await minimalGame());
    for (const res of [
      await confirm(bob, fileId),
      await submit(bob, details(fileId)),
      await send(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: bob.authHeader }),
      await confirm(bob, randomUUID()),
    ]) {
      assertClientError(res, 404);
      assert.equal(res.body.code, CODES.uploadNotFound);
    }
    assert.ok(!(await mine(bob)).body.data.items.some((i) => i.file_id === fileId));
    assert.equal((await send(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader })).body.data.status, 'confirmed');
  });

  it('reports hostile archives at confirm, keeps nothing, and refuses to submit them', async () => {
    const hostile = craftZip([
      { name: 'index.html', data: INDEX_HTML },
      { name: '../../escape.html', data: 'x' },
      { name: 'tool.exe', data: 'x' },
    ]);
    const fileId = await uploaded(alice, hostile);
    const report = await confirm(alice, fileId);
    assert.equal(report.status, 200);
    assert.equal(report.body.data.ok, false);
    assert.deepEqual(
      report.body.data.problems.map((p) => [p.code, p.path]),
      [
        ['UPLOAD_UNSAFE_PATH', '../../escape.html'],
        ['UPLOAD_DISALLOWED_EXTENSION', 'tool.exe'],
      ],
    );
    const refused = await submit(alice, details(fileId));
    assert.deepEqual([refused.status, refused.body.code], [409, CODES.notSubmittable]);
    assert.equal((await send(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader })).body.data.status, 'invalid');
    assert.deepEqual(await leftovers(fileId), []);
    assert.equal(await stat(path.join(uploadDir, '..', 'escape.html')).catch(() => null), null);
    assert.equal(await stat(path.join(t.context.config.gamesDir, '..', 'escape.html')).catch(() => null), null);

    const notZip = await uploaded(alice, Buffer.from('<?php echo "not a zip"; ?>'));
    assert.deepEqual((await confirm(alice, notZip)).body.data.problems, [{ code: 'UPLOAD_ZIP_UNREADABLE', path: null, params: {} }]);
  });

  it('refuses confirm before the bytes arrive and submit before confirm', async () => {
    const signed = await preSign(alice, { file_name: 'g.zip', file_size: 100, content_type: 'application/zip' });
    const early = await confirm(alice, signed.body.data.file_id);
    assert.deepEqual([early.status, early.body.code], [409, CODES.notUploaded]);
    const fileId = await uploaded(alice, await minimalGame());
    const res = await submit(alice, details(fileId));
    assert.deepEqual([res.status, res.body.code], [409, CODES.notSubmittable]);
  });

  it('keeps two simultaneous uploads of one user apart', async () => {
    const [zipA, zipB] = await Promise.all([minimalGame('console.log("A")'), minimalGame('console.log("B")')]);
    const [a, b] = await Promise.all([
      preSign(alice, { file_name: 'a.zip', file_size: zipA.length, content_type: 'application/zip' }),
      preSign(alice, { file_name: 'b.zip', file_size: zipB.length, content_type: 'application/zip' }),
    ]);
    const puts = await Promise.all([put(a.body.data.upload_url, zipA), put(b.body.data.upload_url, zipB)]);
    assert.deepEqual(puts.map((p) => p.status), [200, 200]);
    const reports = await Promise.all([confirm(alice, a.body.data.file_id), confirm(alice, b.body.data.file_id)]);
    assert.deepEqual(reports.map((r) => r.body.data.ok), [true, true]);
    const [subA, subB] = await Promise.all([
      submit(alice, details(a.body.data.file_id, { title: 'Twin A' })),
      submit(alice, details(b.body.data.file_id, { title: 'Twin B' })),
    ]);
    assert.equal(subA.status, 200, JSON.stringify(subA.body));
    assert.equal(subB.status, 200, JSON.stringify(subB.body));
    assert.notEqual(subA.body.data.game!.version, subB.body.data.game!.version);
    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      assert.equal((await origin.inject(`/twin-a/${subA.body.data.game!.version}/game.js`)).body, 'console.log("A")');
      assert.equal((await origin.inject(`/twin-b/${subB.body.data.game!.version}/game.js`)).body, 'console.log("B")');
    } finally {
      await origin.close();
    }
  });

  it('makes unique slugs and never uses a reserved word', async () => {
    const slugs: string[] = [];
    for (const title of ['Search', 'Search', 'All', '  Café   Crème!! ', '日本語のゲーム']) {
      const res = await submit(alice, details(await confirmed(alice, await minimalGame()), { title }));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      slugs.push(res.body.data.game!.slug);
    }
    assert.deepEqual(slugs.slice(0, 4), ['search-2', 'search-3', 'all-2', 'cafe-creme']);
    assert.match(slugs[4]!, /^game-2$/);
  });

  it('validates texts, category, tags, languages and the thumbnail', async () => {
    const fileId = await confirmed(alice, await minimalGame());
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ title: ' x ' }, CODES.textInvalid],
      [{ title: 'y'.repeat(81) }, CODES.textInvalid],
      [{ description: 'd'.repeat(2001) }, CODES.textInvalid],
      [{ category: 'no-such-category' }, CODES.unknownCategory],
      [{ category: 'featured' }, CODES.unknownCategory],
      [{ tags: ['retro', 'no-such-tag'] }, CODES.unknownTag],
      [{ languages: ['en', 'xx'] }, CODES.textInvalid],
      [{ text_language: 'klingon' }, CODES.textInvalid],
      [{ thumbnail: { source: 'archive', path: 'img/missing.png' } }, CODES.thumbnailInvalid],
      [{ thumbnail: { source: 'archive', path: 'game.js' } }, CODES.thumbnailInvalid],
      [{ thumbnail: { source: 'archive', path: '../../etc/passwd.png' } }, CODES.thumbnailInvalid],
      [{ thumbnail: { source: 'image', data_url: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` } }, CODES.thumbnailInvalid],
      [{ thumbnail: { source: 'image', data_url: 'data:text/html;base64,PGgxPg==' } }, CODES.thumbnailInvalid],
      [{ orientation: 'diagonal' }, 400],
    ];
    for (const [change, code] of cases) {
      const res = await submit(alice, details(fileId, change));
      assert.equal(res.body.code, code, JSON.stringify(change));
    }
    assert.equal((await send(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader })).body.data.status, 'confirmed', 'unchanged');

    const res = await submit(alice, details(fileId, {
      title: 'Frame Grab',
      text_language: 'fr',
      thumbnail: { source: 'image', data_url: `data:image/png;base64,${PNG_1PX.toString('base64')}` },
    }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.match(res.body.data.game!.thumbnail, /\/frame-grab\/[0-9a-f]{16}\/thumbnail\.png$/);
    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      const thumb = await origin.inject(new URL(res.body.data.game!.thumbnail).pathname);
      assert.equal(thumb.statusCode, 200);
      assert.deepEqual(thumb.rawPayload, PNG_1PX);
    } finally {
      await origin.close();
    }
  });

  it('a new version of an own game goes through review while the old version stays live', async () => {
    const first = await submit(alice, details(await confirmed(alice, await minimalGame('v1')), { title: 'Versioned' }));
    await send(t.app, 'POST', '/user/moderation/approve', { headers: moderator.authHeader, payload: { file_id: first.body.data.file_id } });
    const v1 = (await game('versioned')).body.data.play_url as string;

    const updateId = await confirmed(alice, await minimalGame('v2'));
    const foreign = await submit(bob, details(await confirmed(bob, await minimalGame('bob')), { game_slug: 'versioned' }));
    assert.deepEqual([foreign.status, foreign.body.code], [404, CODES.gameNotFound]);
    const seeded = await submit(alice, details(updateId, { game_slug: 'snake' }));
    assert.deepEqual([seeded.status, seeded.body.code], [404, CODES.gameNotFound], 'shipped games are nobody’s');

    const update = await submit(alice, details(updateId, { game_slug: 'versioned', title: 'Versioned Two' }));
    assert.equal(update.status, 200, JSON.stringify(update.body));
    assert.equal(update.body.data.game!.slug, 'versioned');
    assert.equal(update.body.data.game!.is_live, true);
    const live = await game('versioned');
    assert.equal(live.body.data.play_url, v1, 'old version still live');
    assert.equal(live.body.data.title, 'Versioned', 'old texts too');

    const second = await submit(alice, details(await confirmed(alice, await minimalGame('v3')), { game_slug: 'versioned' }));
    assert.deepEqual([second.status, second.body.code], [409, CODES.reviewPending]);

    const queue = await send(t.app, 'GET', '/user/moderation/uploads', { headers: moderator.authHeader });
    const entry = queue.body.data.items.find((i: { file_id: string }) => i.file_id === updateId);
    assert.equal(entry.submission.is_update, true);
    assert.equal(entry.submission.title, 'Versioned Two');
    assert.equal(entry.uploader.user_id, alice.userId);

    await send(t.app, 'POST', '/user/moderation/approve', { headers: moderator.authHeader, payload: { file_id: updateId } });
    const after = await game('versioned');
    assert.notEqual(after.body.data.play_url, v1);
    assert.equal(after.body.data.title, 'Versioned Two');
    const statuses = new Map((await mine(alice)).body.data.items.map((i) => [i.file_id, i.status]));
    assert.equal(statuses.get(first.body.data.file_id), 'replaced');
    assert.equal(statuses.get(updateId), 'published');
    // The old version's files stay for players who still have it open.
    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      assert.equal((await origin.inject(new URL(v1).pathname)).statusCode, 200);
    } finally {
      await origin.close();
    }
  });

  it('moderation: only moderators; reject with a reason notifies, hides the game and removes its build', async () => {
    const fileId = await confirmed(bob, await minimalGame('bad'));
    const submitted = await submit(bob, details(fileId, { title: 'Rejected Game' }));
    const preview = new URL(submitted.body.data.game!.preview_url!).pathname;

    assert.deepEqual((await send(t.app, 'GET', '/user/moderation/access', { headers: bob.authHeader })).body.data, { moderator: false });
    assert.deepEqual((await send(t.app, 'GET', '/user/moderation/access', { headers: moderator.authHeader })).body.data, { moderator: true });
    for (const res of [
      await send(t.app, 'GET', '/user/moderation/uploads', { headers: bob.authHeader }),
      await send(t.app, 'POST', '/user/moderation/approve', { headers: bob.authHeader, payload: { file_id: fileId } }),
      await send(t.app, 'POST', '/user/moderation/reject', { headers: bob.authHeader, payload: { file_id: fileId, reason: 'no' } }),
    ]) {
      assertClientError(res, 403);
      assert.equal(res.body.code, CODES.notModerator);
    }
    assertClientError(await send(t.app, 'GET', '/user/moderation/uploads'), 401);

    const blank = await send(t.app, 'POST', '/user/moderation/reject', { headers: moderator.authHeader, payload: { file_id: fileId, reason: '   ' } });
    assert.equal(blank.body.code, CODES.reasonInvalid);
    const rejected = await send(t.app, 'POST', '/user/moderation/reject', { headers: moderator.authHeader, payload: { file_id: fileId, reason: 'Crashes on start' } });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.status, 'rejected');
    assert.equal(rejected.body.data.reason, 'Crashes on start');
    const again = await send(t.app, 'POST', '/user/moderation/approve', { headers: moderator.authHeader, payload: { file_id: fileId } });
    assert.deepEqual([again.status, again.body.code], [409, CODES.notPendingReview]);

    assertClientError(await game('rejected-game'), 404);
    assert.equal(await stat(path.join(t.context.config.gamesDir, preview.split('/')[1]!, preview.split('/')[2]!)).catch(() => null), null, 'build removed');
    const inbox = await send(t.app, 'GET', '/user/n', { headers: bob.authHeader });
    const note = inbox.body.data.items.find((n: { kind: string }) => n.kind === 'upload_review');
    assert.deepEqual(note.upload, { upload_id: fileId, game_title: 'Rejected Game', status: 'rejected', reason: 'Crashes on start' });
    const mineAfter = (await mine(bob)).body.data.items.find((i) => i.file_id === fileId)!;
    assert.deepEqual([mineAfter.status, mineAfter.reason], ['rejected', 'Crashes on start']);
    assert.ok(!(await send(t.app, 'GET', '/user/moderation/uploads', { headers: moderator.authHeader })).body.data.items.some((i: { file_id: string }) => i.file_id === fileId));
  });

  it('moderators come from the role the CLI sets, MODERATOR_IDS or MODERATOR_EMAILS', async () => {
    const access = async (user: User) => (await send(t.app, 'GET', '/user/moderation/access', { headers: user.authHeader })).body.data.moderator;
    assert.equal(await access(bob), false);
    assert.equal((await setRole(t.context.db, bob.email.toUpperCase(), 'moderator'))?.id, bob.userId, 'by email, any case');
    assert.equal(await access(bob), true);
    assert.equal((await send(t.app, 'GET', '/user/moderation/uploads', { headers: bob.authHeader })).status, 200);
    assert.equal((await setRole(t.context.db, bob.userId, 'user'))?.id, bob.userId, 'by id');
    assert.equal(await access(bob), false);
    assert.equal(await setRole(t.context.db, 'nobody@example.test', 'moderator'), null);
    const byConfig = { moderatorIds: [bob.userId], moderatorEmails: [] };
    assert.equal(await isModerator(t.context.db, byConfig, bob.userId), true);
    assert.equal(await isModerator(t.context.db, byConfig, alice.userId), false);
  });
});
