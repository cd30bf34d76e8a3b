import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ModerationPage, UploadItem } from '@portal/shared';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { workDirOf } from '../../storage/archive-store.js';
import { previewPrefixOf } from '../../storage/builds.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { signingKeys } from '../auth/secrets.js';
import { sweepExpiredUploads } from './expiry.js';
import { PreviewLinks, previewLinksOf } from './preview-links.js';
import { createArchiveStore } from '../../storage/archive-store.js';
import { useUploadPipeline, type User } from './test-pipeline.js';
import { INDEX_HTML, minimalGame } from './test-zips.js';

// Unreviewed builds stay in the storage root and are reachable only through short-lived signed URLs on origins of
// their own, which only their uploader's and moderators' answers carry.
describe('private previews of unreviewed builds', () => {
  const pipeline = useUploadPipeline();
  const { t, submit, mine, confirmed, details, leftovers } = pipeline;
  let origin: FastifyInstance;
  before(async () => {
    origin = await buildGamesOrigin({ ...t.context.config });
  });
  after(() => origin.close());

  /** A request as the browser sends it: Node does not resolve *.localhost, so the Host header names the origin. */
  const open = (url: string) => {
    const target = new URL(url);
    return origin.inject({ url: `${target.pathname}${target.search}`, headers: { host: target.host } });
  };
  const detail = (user: User, fileId: string) =>
    send<UploadItem>(t.app, 'GET', `/user/upload/detail?file_id=${fileId}`, { headers: user.authHeader });
  const fresh = (user: User | undefined, fileId: string) =>
    send<{ preview_url: string | null }>(t.app, 'GET', `/user/upload/preview?file_id=${fileId}`, {
      headers: user?.authHeader ?? {},
    });
  const queue = (user: User) =>
    send<ModerationPage>(t.app, 'GET', '/user/moderation/uploads?limit=100', { headers: user.authHeader });
  const links = (now?: () => number) => previewLinksOf(t.context.config, signingKeys(t.context.config).access, now);
  const reject = (moderator: User, fileId: string) =>
    send<UploadItem>(t.app, 'POST', '/user/moderation/reject', {
      headers: moderator.authHeader,
      payload: { file_id: fileId, reason: 'Not yet' },
    });

  it('works for its uploader and a moderator', async () => {
    const { alice, moderator } = pipeline.users;
    const fileId = await confirmed(alice, await minimalGame('secret game'));
    const checked = (await detail(alice, fileId)).body.data.report!.preview_url!;
    assert.equal(new URL(checked).host, `${fileId}.preview.localhost:8081`, 'an origin of its own');
    assert.equal((await open(checked)).body, INDEX_HTML, 'the uploader, before submit');

    const submitted = await submit(alice, details(fileId, { title: 'Hidden Gem' }));
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const own = await open(submitted.body.data.game!.preview_url!);
    assert.equal(own.statusCode, 200);
    assert.equal(own.headers['cache-control'], 'private, no-store');
    assert.equal(own.headers['set-cookie'], undefined);

    const reviewed = (await queue(moderator)).body.data.items.find((item) => item.file_id === fileId)!;
    assert.equal((await open(reviewed.game!.preview_url!)).body, INDEX_HTML, 'a moderator');
    assert.equal((await open(reviewed.submission!.thumbnail_url)).statusCode, 200, 'and its thumbnail');
    for (const user of [alice, moderator]) {
      const renewed = await fresh(user, fileId);
      assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
      assert.equal((await open(renewed.body.data.preview_url!)).statusCode, 200, 'a renewed URL');
    }
  });

  it('answers 404 to a guest and to another user, and to unsigned, forged or misdirected requests', async () => {
    const { alice, bob } = pipeline.users;
    const fileId = await confirmed(alice, await minimalGame('not for bob'));
    const url = new URL((await submit(alice, details(fileId, { title: 'Private Gem' }))).body.data.game!.preview_url!);
    const [, signed = ''] = url.pathname.split('/');
    const onHost = (pathname: string, host = url.host) => origin.inject({ url: pathname, headers: { host } });

    // A guest is handed no URL, and another user's views hold none.
    assertClientError(await fresh(undefined, fileId), 401);
    assertClientError(await send(t.app, 'GET', '/user/moderation/uploads'), 401);
    assertClientError(await detail(bob, fileId), 404);
    assertClientError(await fresh(bob, fileId), 404);
    assertClientError(await queue(bob), 403);
    assert.ok(!JSON.stringify((await mine(bob)).body.data).includes(fileId));
    assertClientError(await pipeline.game('private-gem'), 404);

    // Direct requests without the right signature.
    const [expires = '', signature = ''] = signed.split('.');
    const guessed = new PreviewLinks('guessed-key', t.context.config.previewOrigin, 900).urlOf(fileId);
    for (const pathname of [
      '/index.html',
      `/${signed}`,
      `/${signed}/`,
      `/${Number(expires) + 3600}.${signature}/index.html`,
      `/${expires}.${'A'.repeat(43)}/index.html`,
      new URL(guessed).pathname,
    ])
      assert.equal((await onHost(pathname)).statusCode, 404, pathname);
    // Signed for another build: bob's URL on alice's build's origin, alice's on bob's, and either on the games origin.
    const bobs = await confirmed(bob, await minimalGame('bob'));
    const bobUrl = new URL((await detail(bob, bobs)).body.data.report!.preview_url!);
    assert.equal((await onHost(bobUrl.pathname)).statusCode, 404);
    assert.equal((await onHost(url.pathname, bobUrl.host)).statusCode, 404);
    assert.equal((await onHost(url.pathname, new URL(t.context.config.gamesOrigin).host)).statusCode, 404);
    assert.equal((await onHost(url.pathname)).statusCode, 200, 'while the real one works');
    // The bridge script is public, and builds load it from the root.
    assert.equal((await onHost('/sdk/v1/portal-bridge.js')).statusCode, 200);
  });

  it('stops working after its expiry and after rejection', async () => {
    const { alice, moderator } = pipeline.users;
    const fileId = await confirmed(alice, await minimalGame('short lived'));
    await submit(alice, details(fileId, { title: 'Short Lived' }));
    const ttl = t.context.config.upload.previewTtlSeconds * 1000;
    const signedLongAgo = links(() => Date.now() - ttl - 1000).urlOf(fileId);
    assert.equal((await open(signedLongAgo)).statusCode, 404, 'expired');
    const current = links().urlOf(fileId);
    assert.equal((await open(current)).statusCode, 200, 'the same key, signed now');

    assert.equal((await reject(moderator, fileId)).status, 200);
    assert.equal((await open(current)).statusCode, 404, 'rejected: gone');
    assert.deepEqual(await leftovers(fileId), []);
    assert.equal((await fresh(alice, fileId)).body.data.preview_url, null);
  });
});

describe('upload sweep: rejected and withdrawn builds', () => {
  const pipeline = useUploadPipeline();
  const { t, submit, confirmed, details, leftovers } = pipeline;
  const sweep = () =>
    sweepExpiredUploads({
      db: t.context.db,
      config: t.context.config.upload,
      store: createArchiveStore(t.context.config.upload),
      objects: t.context.objects,
    });
  /** A build left after its upload was done with it (the deletion failed, or the process died first). */
  const leaveBuild = async (fileId: string) => {
    await t.context.objects.put(`${previewPrefixOf(fileId)}index.html`, INDEX_HTML);
    // And scratch of a check a crash interrupted.
    const scratch = path.join(workDirOf(t.context.config.upload.dir, fileId), 'build');
    await mkdir(scratch, { recursive: true });
    await writeFile(path.join(scratch, 'index.html'), INDEX_HTML);
  };

  it('deletes the builds of rejected uploads and of uploads withdrawn with their account, and keeps the others', async () => {
    const { alice, moderator } = pipeline.users;
    const checked = await confirmed(alice, await minimalGame('checked'));
    const waiting = await confirmed(alice, await minimalGame('waiting'));
    await submit(alice, details(waiting, { title: 'Waiting' }));
    const rejected = await confirmed(alice, await minimalGame('rejected'));
    await submit(alice, details(rejected, { title: 'Turned Down' }));
    await send(t.app, 'POST', '/user/moderation/reject', {
      headers: moderator.authHeader,
      payload: { file_id: rejected, reason: 'No' },
    });
    await leaveBuild(rejected);
    const leaving = await signUpAndLogin(t.app);
    const withdrawn = await confirmed(leaving, await minimalGame('withdrawn'));
    await t.context.db.query('DELETE FROM users WHERE id = $1', [leaving.userId]);

    assert.ok((await leftovers(rejected)).length > 0);
    assert.ok((await leftovers(withdrawn)).length > 0);
    assert.deepEqual(await sweep(), [], 'nothing expired');
    assert.deepEqual(await leftovers(rejected), []);
    assert.deepEqual(await leftovers(withdrawn), []);
    assert.ok((await leftovers(checked)).length > 0, 'a checked build waiting for submit stays');
    assert.ok((await leftovers(waiting)).length > 0, 'a build waiting for review stays');
  });
});
