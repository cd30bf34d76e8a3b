import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { UPLOAD_ERROR_CODES as CODES } from '@portal/shared/types/upload';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { assertClientError } from '../../test/http.js';
import { send } from '../../test/users.js';
import { isModerator, setRole } from '../moderation/roles.js';
import { useUploadPipeline, type User } from './test-pipeline.js';
import { minimalGame } from './test-zips.js';
import type { ModerationPage, NotificationPage, UploadItem } from '@portal/shared';

// Who reviews uploads and what a rejection does; upload-review.test.ts covers the way to a live game.
describe('uploads: moderators and rejection', () => {
  const pipeline = useUploadPipeline();
  const { t, submit, mine, game, leftovers, confirmed, details } = pipeline;
  let alice: User;
  let bob: User;
  let moderator: User;
  before(() => ({ alice, bob, moderator } = pipeline.users));

  it('moderation: only moderators; reject with a reason notifies, hides the game and removes its build', async () => {
    const fileId = await confirmed(bob, await minimalGame('bad'));
    const submitted = await submit(bob, details(fileId, { title: 'Rejected Game' }));
    const preview = new URL(submitted.body.data.game!.preview_url!);
    const origin = await buildGamesOrigin({ ...t.context.config });
    const onPreview = () => origin.inject({ url: preview.pathname, headers: { host: preview.host } });
    assert.equal((await onPreview()).statusCode, 200, 'the uploader previews the pending build');

    assert.deepEqual((await send(t.app, 'GET', '/user/moderation/access', { headers: bob.authHeader })).body.data, {
      moderator: false,
    });
    assert.deepEqual(
      (await send(t.app, 'GET', '/user/moderation/access', { headers: moderator.authHeader })).body.data,
      { moderator: true },
    );
    for (const res of [
      await send<ModerationPage>(t.app, 'GET', '/user/moderation/uploads', { headers: bob.authHeader }),
      await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
        headers: bob.authHeader,
        payload: { file_id: fileId },
      }),
      await send<UploadItem>(t.app, 'POST', '/user/moderation/reject', {
        headers: bob.authHeader,
        payload: { file_id: fileId, reason: 'no' },
      }),
    ]) {
      assertClientError(res, 403);
      assert.equal(res.body.code, CODES.notModerator);
    }
    assertClientError(await send(t.app, 'GET', '/user/moderation/uploads'), 401);

    const blank = await send<UploadItem>(t.app, 'POST', '/user/moderation/reject', {
      headers: moderator.authHeader,
      payload: { file_id: fileId, reason: '   ' },
    });
    assert.equal(blank.body.code, CODES.reasonInvalid);
    const rejected = await send<UploadItem>(t.app, 'POST', '/user/moderation/reject', {
      headers: moderator.authHeader,
      payload: { file_id: fileId, reason: 'Crashes on start' },
    });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.status, 'rejected');
    assert.equal(rejected.body.data.reason, 'Crashes on start');
    const again = await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
      headers: moderator.authHeader,
      payload: { file_id: fileId },
    });
    assert.deepEqual([again.status, again.body.code], [409, CODES.notPendingReview]);

    assertClientError(await game('rejected-game'), 404);
    assert.deepEqual(await leftovers(fileId), [], 'build removed');
    assert.equal((await onPreview()).statusCode, 404, 'its signed preview URL stops working');
    await origin.close();
    assert.equal(rejected.body.data.game!.preview_url, null);
    const inbox = await send<NotificationPage>(t.app, 'GET', '/user/n', { headers: bob.authHeader });
    const note = inbox.body.data.items.find((n) => n.kind === 'upload_review');
    assert.deepEqual(note?.upload, {
      upload_id: fileId,
      game_title: 'Rejected Game',
      status: 'rejected',
      reason: 'Crashes on start',
    });
    const mineAfter = (await mine(bob)).body.data.items.find((i) => i.file_id === fileId)!;
    assert.deepEqual([mineAfter.status, mineAfter.reason], ['rejected', 'Crashes on start']);
    assert.ok(
      !(
        await send<ModerationPage>(t.app, 'GET', '/user/moderation/uploads', { headers: moderator.authHeader })
      ).body.data.items.some((i) => i.file_id === fileId),
    );
  });

  it('moderators come from the role the CLI sets, MODERATOR_IDS or MODERATOR_EMAILS', async () => {
    const access = async (user: User) =>
      (await send<{ moderator: boolean }>(t.app, 'GET', '/user/moderation/access', { headers: user.authHeader })).body
        .data.moderator;
    assert.equal(await access(bob), false);
    assert.equal(
      (await setRole(t.context.db, bob.email.toUpperCase(), 'moderator'))?.id,
      bob.userId,
      'by email, any case',
    );
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
