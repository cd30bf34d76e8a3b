import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Comment, Notification, NotificationPage } from '@portal/shared/types/social';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { notifyUploadReview } from './service.js';

type Headers = Record<string, string>;

describe('notifications', () => {
  const t = useTestApi({ commentRateLimit: 1000, commentLikeRateLimit: 1000, signUpIpLimit: 1000 });
  let alice: Awaited<ReturnType<typeof signUpAndLogin>>;
  let bob: Awaited<ReturnType<typeof signUpAndLogin>>;
  let carol: Awaited<ReturnType<typeof signUpAndLogin>>;

  let serial = 0;
  const comment = async (headers: Headers, payload: { slug?: string; content?: string; parent_id?: number } = {}) => {
    const res = await send<Comment>(t.app, 'POST', '/user/g/comment/create', {
      headers,
      payload: { slug: 'snake', content: `text ${++serial}`, ...payload },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  const like = (headers: Headers, commentId: number, value: boolean) =>
    send(t.app, 'POST', '/user/g/comment/interactive', { headers, payload: { comment_id: commentId, like: value } });
  const inbox = async (headers: Headers, query = '') => {
    const res = await send<NotificationPage>(t.app, 'GET', `/user/n${query}`, { headers });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  const mark = (headers: Headers, payload: Record<string, unknown>) =>
    send(t.app, 'POST', '/user/n/status', { headers, payload });
  const readAll = async (headers: Headers) => assert.equal((await mark(headers, { all: true })).status, 200);
  const about = (page: NotificationPage, commentId: number) => page.items.filter((n) => n.comment?.id === commentId);

  before(async () => {
    alice = await signUpAndLogin(t.app, { name: 'alice' });
    bob = await signUpAndLogin(t.app, { name: 'bob' });
    carol = await signUpAndLogin(t.app, { name: 'carol' });
  });

  it('requires a signed-in user', async () => {
    assertClientError(await send(t.app, 'GET', '/user/n'), 401);
    assertClientError(await mark({}, { all: true }), 401);
  });

  it('tells an author about a reply, with who, where and what, but not about their own replies', async () => {
    const root = await comment(alice.authHeader, { content: 'my take on snake' });
    const reply = await comment(bob.authHeader, { content: `nice take! ${'ha'.repeat(100)}`, parent_id: root.id });
    await comment(alice.authHeader, { parent_id: root.id });

    const page = await inbox(alice.authHeader);
    const [note, ...others] = page.items.filter((n) => n.kind === 'comment_reply');
    assert.equal(others.length, 0, 'her own reply did not notify her');
    assert.ok(note);
    assert.equal(note.read, false);
    assert.deepEqual(note.actor, { user_id: bob.userId, name: 'bob', avatar_initial: 'B' });
    assert.deepEqual(note.game, { slug: 'snake', title: 'Snake' });
    assert.equal(note.comment?.id, reply.id);
    assert.equal(note.comment?.parent_id, root.id);
    assert.equal([...note.comment!.excerpt].length, 141, '140 characters and an ellipsis');
    assert.ok(note.comment!.excerpt.startsWith('nice take!') && note.comment!.excerpt.endsWith('…'));
    assert.equal(note.upload, null);
    assert.equal((await inbox(bob.authHeader)).total, 0, 'the replier gets nothing');
    await readAll(alice.authHeader);
  });

  it('tells both the replied-to author and the thread’s author about an answer to a reply, once each', async () => {
    const root = await comment(alice.authHeader);
    const first = await comment(bob.authHeader, { parent_id: root.id });
    await readAll(alice.authHeader);
    const answer = await comment(carol.authHeader, { parent_id: first.id });
    assert.equal(about(await inbox(bob.authHeader), answer.id).length, 1);
    assert.equal(about(await inbox(alice.authHeader), answer.id).length, 1);

    // Bob answering his own reply tells alice (the thread's author), not bob.
    const own = await comment(bob.authHeader, { parent_id: first.id });
    assert.equal(about(await inbox(bob.authHeader), own.id).length, 0);
    assert.equal(about(await inbox(alice.authHeader), own.id).length, 1);
    await Promise.all([alice, bob].map((u) => readAll(u.authHeader)));
  });

  it('tells an author about a like once; an undone like leaves nothing behind', async () => {
    const mine = await comment(alice.authHeader);
    await like(bob.authHeader, mine.id, true);
    await like(bob.authHeader, mine.id, true);
    let notes = about(await inbox(alice.authHeader), mine.id);
    assert.equal(notes.length, 1);
    assert.equal(notes[0]!.kind, 'comment_like');
    assert.equal(notes[0]!.actor?.user_id, bob.userId);

    await like(bob.authHeader, mine.id, false);
    assert.equal(about(await inbox(alice.authHeader), mine.id).length, 0, 'withdrawn with the like');
    await Promise.all([1, 2, 3].map(() => like(bob.authHeader, mine.id, true)));
    await like(bob.authHeader, mine.id, false);
    await like(bob.authHeader, mine.id, true);
    notes = about(await inbox(alice.authHeader), mine.id);
    assert.equal(notes.length, 1, 'toggling never piles up');

    await like(alice.authHeader, mine.id, true);
    assert.equal(about(await inbox(alice.authHeader), mine.id).length, 1, 'liking your own comment tells nobody');
    await readAll(alice.authHeader);
  });

  it('withdraws notifications about comments that were deleted', async () => {
    const root = await comment(alice.authHeader);
    const reply = await comment(bob.authHeader, { parent_id: root.id });
    await like(carol.authHeader, reply.id, true);
    assert.equal(about(await inbox(alice.authHeader), reply.id).length, 1);
    assert.equal(about(await inbox(bob.authHeader), reply.id).length, 1);
    await send(t.app, 'POST', '/user/g/comment/delete', {
      headers: alice.authHeader,
      payload: { comment_id: root.id },
    });
    assert.equal(
      about(await inbox(alice.authHeader), reply.id).length,
      0,
      'the thread is gone, so is the reply notice',
    );
    assert.equal(about(await inbox(bob.authHeader), reply.id).length, 0, 'and the like on the hidden reply');
  });

  it('lists newest first with the unread count, paginated, game titles in the requested language', async () => {
    const dana = await signUpAndLogin(t.app, { name: 'dana' });
    const targets = [await comment(dana.authHeader), await comment(dana.authHeader), await comment(dana.authHeader)];
    for (const target of targets) await like(bob.authHeader, target.id, true);
    const page = await inbox(dana.authHeader, '?limit=2');
    assert.deepEqual(
      page.items.map((n) => n.comment?.id),
      [targets[2]!.id, targets[1]!.id],
    );
    assert.deepEqual([page.total, page.unread, page.has_more, page.limit], [3, 3, true, 2]);
    const second = await inbox(dana.authHeader, '?limit=2&page=2');
    assert.deepEqual(
      second.items.map((n) => n.comment?.id),
      [targets[0]!.id],
    );

    const [title] = await t.context.db.query<{ title: string }>(
      `SELECT l.title FROM game_i18n l JOIN games g ON g.id = l.game_id WHERE g.slug = 'snake' AND l.language = 'ja'`,
    );
    assert.ok(title && title.title !== 'Snake', 'the seed has a Japanese title');
    assert.equal((await inbox(dana.authHeader, '?language=ja')).items[0]!.game?.title, title.title);
    assert.equal((await inbox(dana.authHeader, '?language=xx')).items[0]!.game?.title, 'Snake', 'English otherwise');
    assertClientError(await send(t.app, 'GET', '/user/n?limit=0', { headers: dana.authHeader }), 400, /limit/);
  });

  it('marks one or all read, and never touches another user’s notifications', async () => {
    const erin = await signUpAndLogin(t.app, { name: 'erin' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const target = await comment(erin.authHeader);
      await like(carol.authHeader, target.id, true);
    }
    ids.push(...(await inbox(erin.authHeader)).items.map((n) => n.id));
    assert.equal(ids.length, 3);

    const one = await mark(erin.authHeader, { id: ids[0] });
    assert.deepEqual([one.status, one.body.data], [200, { updated: 1, unread: 2 }]);
    assert.deepEqual((await mark(erin.authHeader, { id: ids[0] })).body.data, { updated: 0, unread: 2 }, 'idempotent');
    assert.equal((await inbox(erin.authHeader)).items.find((n: Notification) => n.id === ids[0])?.read, true);

    const stranger = await mark(bob.authHeader, { id: ids[1] });
    assertClientError(stranger, 404, /Notification not found/);
    assert.equal(stranger.body.code, 40431);
    assertClientError(await mark(bob.authHeader, { id: 99999999 }), 404, /Notification not found/);
    await mark(bob.authHeader, { all: true });
    assert.equal((await inbox(erin.authHeader)).unread, 2, 'bob marking all of his changed none of erin’s');

    const neither = await mark(erin.authHeader, {});
    assertClientError(neither, 400, /either id/);
    assert.equal(neither.body.code, 40031);
    assertClientError(await mark(erin.authHeader, { id: ids[1], all: true }), 400, /either id/);
    assertClientError(await mark(erin.authHeader, { all: false }), 400, /either id/);
    assertClientError(await mark(erin.authHeader, { id: 'x' }), 400, /id/);

    assert.deepEqual((await mark(erin.authHeader, { all: true })).body.data, { updated: 2, unread: 0 });
    const after = await inbox(erin.authHeader);
    assert.ok(after.items.every((n) => n.read));
    assert.equal(after.unread, 0);
  });

  it('records upload review results for the uploader', async () => {
    const id = await notifyUploadReview(t.context.db, carol.userId, {
      uploadId: 17,
      gameTitle: 'Space Rocks',
      status: 'rejected',
      reason: 'Broken build',
    });
    await notifyUploadReview(t.context.db, carol.userId, {
      uploadId: 'u-18',
      gameTitle: 'Tiny Golf',
      status: 'approved',
    });
    const page = await inbox(carol.authHeader);
    const [approved, rejected] = page.items.filter((n) => n.kind === 'upload_review');
    assert.equal(rejected!.id, id);
    assert.deepEqual(rejected!.upload, {
      upload_id: '17',
      game_title: 'Space Rocks',
      status: 'rejected',
      reason: 'Broken build',
    });
    assert.deepEqual(approved!.upload, {
      upload_id: 'u-18',
      game_title: 'Tiny Golf',
      status: 'approved',
      reason: null,
    });
    assert.deepEqual([approved!.actor, approved!.game, approved!.comment, approved!.read], [null, null, null, false]);
  });
});
