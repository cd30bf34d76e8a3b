import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES } from '@portal/shared/types/upload';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { gameFileUrl, gameOriginOf } from '@portal/shared/catalogue/gameOrigins';
import { assertClientError, injectUrl } from '../../test/http.js';
import { send } from '../../test/users.js';
import { useUploadPipeline, type User } from './test-pipeline.js';
import { craftZip, INDEX_HTML, minimalGame, PNG_1PX } from './test-zips.js';
import type { GameSitemapEntry, ModerationPage, NotificationPage, SearchResultsPage, UploadItem } from '@portal/shared';

// From a confirmed archive to a live game (or a rejection); upload-url.test.ts covers preSign and the PUT.
describe('uploads: confirm, submit, review and publishing', () => {
  const pipeline = useUploadPipeline();
  const { t, uploadDir, confirm, submit, mine, game, leftovers, uploaded, confirmed, details } = pipeline;
  let alice: User;
  let bob: User;
  let moderator: User;
  before(() => ({ alice, bob, moderator } = pipeline.users));

  it('runs the whole flow: upload, confirm, submit (hidden), approve (published, playable, notified)', async () => {
    const zip = await minimalGame('console.log("comet crash")');
    const fileId = await uploaded(alice, zip);
    let version = '';
    const report = await confirm(alice, fileId);
    const previewUrl = report.body.data.preview_url!;
    const previewHost = `${fileId}.preview.localhost:8081`;
    assert.match(previewUrl, new RegExp(`^http://${previewHost}/\\d+\\.[\\w-]{43}/index\\.html$`));
    assert.deepEqual(
      { ...report.body.data, limits: undefined },
      {
        ok: true,
        file_count: 3,
        total_uncompressed_size: report.body.data.total_uncompressed_size,
        entry_point: 'index.html',
        stripped_prefix: '',
        problems: [],
        problems_truncated: false,
        limits: undefined,
        // The minimal game does not load the bridge script: a warning for the uploader, not a refusal.
        uses_bridge: false,
        preview_url: previewUrl,
      },
    );
    assert.deepEqual(report.body.data.limits, {
      max_files: 1500,
      max_uncompressed_size: 250 * 1024 * 1024,
      max_compression_ratio: 200,
    });
    assert.deepEqual(
      { ...(await confirm(alice, fileId)).body.data, preview_url: undefined },
      { ...report.body.data, preview_url: undefined },
      'confirm again answers the same report (with a freshly signed preview)',
    );

    // Before submitting, the uploader previews the checked build on its own preview origin.
    const origin = await buildGamesOrigin({ ...t.context.config });
    const onPreview = (url: string) => origin.inject({ url, headers: { host: previewHost } });
    try {
      const signed = new URL(previewUrl).pathname.split('/')[1]!;
      const preview = await onPreview(new URL(previewUrl).pathname);
      assert.equal(preview.statusCode, 200);
      assert.equal(preview.body, INDEX_HTML);
      assert.equal(preview.headers['cache-control'], 'private, no-store');
      assert.match(String(preview.headers['content-security-policy']), /frame-ancestors/);
      assert.equal((await onPreview(`/${signed}/game.js`)).body, 'console.log("comet crash")', 'relative files too');
      assert.equal((await onPreview(`/${signed}/../../${fileId}.zip`)).statusCode, 404);
      assert.equal((await onPreview(`/${signed}/%2e%2e/%2e%2e/${fileId}.zip`)).statusCode, 404);

      const submitted = await submit(alice, details(fileId));
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const item = submitted.body.data;
      assert.equal(item.status, 'pending_review');
      assert.equal(item.game!.slug, 'comet-crash');
      assert.equal(item.game!.is_live, false);
      version = item.game!.version!;
      // Unreviewed, the build stays private: never in the games folder, only behind its signed preview URL.
      assert.match(item.game!.preview_url!, new RegExp(`^http://${previewHost}/\\d+\\.[\\w-]{43}/index\\.html$`));
      assert.match(item.game!.thumbnail, new RegExp(`^http://${previewHost}/\\d+\\.[\\w-]{43}/img/cover\\.png$`));
      assert.equal((await onPreview(new URL(item.game!.thumbnail).pathname)).statusCode, 200);
      assert.equal(await t.context.objects.head(`games/comet-crash/${version}/index.html`), null);
      const unreviewed = gameFileUrl(t.context.config.gamesOrigin, `/comet-crash/${version}/index.html`);
      assert.equal((await injectUrl(origin, unreviewed)).statusCode, 404, 'nor on its game origin');
    } finally {
      await origin.close();
    }

    // Not in the catalogue, search or sitemaps until approved.
    assertClientError(await game('comet-crash'), 404);
    const all = await send<GameSitemapEntry[]>(t.app, 'GET', '/g/all');
    assert.ok(!JSON.stringify(all.body.data).includes('comet-crash'));
    const search = await send<SearchResultsPage>(t.app, 'GET', '/g/search?q=space%20rocks');
    assert.ok(!JSON.stringify(search.body.data).includes('comet-crash'));

    const list = await mine(alice);
    assert.equal(list.body.data.items[0]!.file_id, fileId);
    assert.equal(list.body.data.items[0]!.status, 'pending_review');

    const approved = await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
      headers: moderator.authHeader,
      payload: { file_id: fileId },
    });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.data.status, 'published');
    assert.equal(approved.body.data.game?.is_live, true);

    const live = await game('comet-crash');
    assert.equal(live.status, 200);
    assert.equal(live.body.data.title, 'Comet Crash');
    const cometOrigin = gameOriginOf(t.context.config.gamesOrigin, 'comet-crash');
    assert.equal(live.body.data.play_url, `${cometOrigin}/comet-crash/${version}/index.html?lang=en`);
    assert.deepEqual(
      live.body.data.categories.map((c) => c.slug),
      ['arcade'],
    );
    assert.deepEqual(live.body.data.tags.map((c) => c.slug).sort(), ['keyboard', 'retro']);
    assert.equal(live.body.data.author, 'alice');
    assert.ok(
      JSON.stringify((await send<GameSitemapEntry[]>(t.app, 'GET', '/g/all')).body.data).includes('comet-crash'),
    );

    const games = await buildGamesOrigin({ ...t.context.config });
    try {
      const page = await injectUrl(games, live.body.data.play_url);
      assert.equal(page.statusCode, 200);
      assert.equal(page.body, INDEX_HTML);
      const script = await injectUrl(games, `${cometOrigin}/comet-crash/${version}/game.js`);
      assert.equal(script.body, 'console.log("comet crash")');
    } finally {
      await games.close();
    }

    const inbox = await send<NotificationPage>(t.app, 'GET', '/user/n', { headers: alice.authHeader });
    const note = inbox.body.data.items.find((n) => n.kind === 'upload_review');
    assert.deepEqual(note?.upload, { upload_id: fileId, game_title: 'Comet Crash', status: 'approved', reason: null });
    assert.equal((await mine(alice)).body.data.items[0]!.status, 'published');
    // Nothing of the upload is left in the storage root.
    assert.deepEqual(await leftovers(fileId), []);
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
    assert.equal(
      (await send<UploadItem>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader }))
        .body.data.status,
      'invalid',
    );
    assert.deepEqual(await leftovers(fileId), []);
    assert.equal(await stat(path.join(uploadDir, '..', 'escape.html')).catch(() => null), null);
    assert.equal(await stat(path.join(t.context.config.objectsDir, '..', 'escape.html')).catch(() => null), null);

    const notZip = await uploaded(alice, Buffer.from('<?php echo "not a zip"; ?>'));
    assert.deepEqual((await confirm(alice, notZip)).body.data.problems, [
      { code: 'UPLOAD_ZIP_UNREADABLE', path: null, params: {} },
    ]);
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
      [
        {
          thumbnail: { source: 'image', data_url: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` },
        },
        CODES.thumbnailInvalid,
      ],
      [{ thumbnail: { source: 'image', data_url: 'data:text/html;base64,PGgxPg==' } }, CODES.thumbnailInvalid],
      [{ orientation: 'diagonal' }, 400],
    ];
    for (const [change, code] of cases) {
      const res = await submit(alice, details(fileId, change));
      assert.equal(res.body.code, code, JSON.stringify(change));
    }
    assert.equal(
      (await send<UploadItem>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: alice.authHeader }))
        .body.data.status,
      'confirmed',
      'unchanged',
    );

    const res = await submit(
      alice,
      details(fileId, {
        title: 'Frame Grab',
        text_language: 'fr',
        thumbnail: { source: 'image', data_url: `data:image/png;base64,${PNG_1PX.toString('base64')}` },
      }),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.match(res.body.data.game!.thumbnail, /\/frame-grab\/[0-9a-f]{16}\/thumbnail\.png$/);
    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      const thumb = await injectUrl(origin, res.body.data.game!.thumbnail);
      assert.equal(thumb.statusCode, 200);
      assert.deepEqual(thumb.rawPayload, PNG_1PX);
    } finally {
      await origin.close();
    }
  });

  it('a new version of an own game goes through review while the old version stays live', async () => {
    const first = await submit(alice, details(await confirmed(alice, await minimalGame('v1')), { title: 'Versioned' }));
    await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
      headers: moderator.authHeader,
      payload: { file_id: first.body.data.file_id },
    });
    const v1 = (await game('versioned')).body.data.play_url;

    const updateId = await confirmed(alice, await minimalGame('v2'));
    const foreign = await submit(
      bob,
      details(await confirmed(bob, await minimalGame('bob')), { game_slug: 'versioned' }),
    );
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

    const second = await submit(
      alice,
      details(await confirmed(alice, await minimalGame('v3')), { game_slug: 'versioned' }),
    );
    assert.deepEqual([second.status, second.body.code], [409, CODES.reviewPending]);

    const queue = await send<ModerationPage>(t.app, 'GET', '/user/moderation/uploads', {
      headers: moderator.authHeader,
    });
    const entry = queue.body.data.items.find((i) => i.file_id === updateId);
    assert.equal(entry?.submission?.is_update, true);
    assert.equal(entry?.submission?.title, 'Versioned Two');
    assert.equal(entry?.uploader.user_id, alice.userId);

    await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
      headers: moderator.authHeader,
      payload: { file_id: updateId },
    });
    const after = await game('versioned');
    assert.notEqual(after.body.data.play_url, v1);
    assert.equal(after.body.data.title, 'Versioned Two');
    const statuses = new Map((await mine(alice)).body.data.items.map((i) => [i.file_id, i.status]));
    assert.equal(statuses.get(first.body.data.file_id), 'replaced');
    assert.equal(statuses.get(updateId), 'published');
    // The old version's files stay for players who still have it open.
    const origin = await buildGamesOrigin({ ...t.context.config });
    try {
      assert.equal((await injectUrl(origin, v1)).statusCode, 200);
    } finally {
      await origin.close();
    }
  });
});
