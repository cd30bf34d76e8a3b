import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Comment } from '@portal/shared/types/social';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { signingKeys } from '../auth/secrets.js';
import { AccessTokens } from '../auth/tokens.js';
import type { CommentLikeResult, CommentPage } from '@portal/shared';

type Headers = Record<string, string>;

/** Everything but the limit under test is generous, so tests never trip limits they do not mean to. */
const ROOMY = { commentRateLimit: 1000, commentLikeRateLimit: 1000, signUpIpLimit: 1000 };
/** A fixed secret, so the test can sign tokens the API accepts (here: one already expired). */
const JWT_SECRET = 'comments-test-secret-0123456789abcdef';

describe('comments', () => {
  const t = useTestApi({ ...ROOMY, jwtSecret: JWT_SECRET });
  let alice: Awaited<ReturnType<typeof signUpAndLogin>>;
  let bob: Awaited<ReturnType<typeof signUpAndLogin>>;
  let carol: Awaited<ReturnType<typeof signUpAndLogin>>;

  const create = (headers: Headers, payload: Record<string, unknown>) =>
    send<Comment>(t.app, 'POST', '/user/g/comment/create', { headers, payload });
  const list = (query: string, headers?: Headers) =>
    send<CommentPage>(t.app, 'GET', `/g/comment/list?${query}`, { headers });
  const replies = (query: string, headers?: Headers) =>
    send<CommentPage>(t.app, 'GET', `/g/comment/replies?${query}`, { headers });
  const remove = (headers: Headers, commentId: number) =>
    send(t.app, 'POST', '/user/g/comment/delete', { headers, payload: { comment_id: commentId } });
  const like = (headers: Headers, commentId: number, value: boolean) =>
    send<CommentLikeResult>(t.app, 'POST', '/user/g/comment/interactive', {
      headers,
      payload: { comment_id: commentId, like: value },
    });
  /** A fresh top-level comment of alice's on the game (unique text, so the duplicate check never interferes). */
  let serial = 0;
  const aliceSays = async (slug = 'snake', text = `comment number ${++serial}`) => {
    const res = await create(alice.authHeader, { slug, content: text });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };

  before(async () => {
    alice = await signUpAndLogin(t.app, { name: 'alice' });
    bob = await signUpAndLogin(t.app, { name: 'Bob' });
    carol = await signUpAndLogin(t.app, { name: 'Élodie' });
  });

  it('posts a trimmed plain-text comment with its author, for signed-in users only', async () => {
    const res = await create(carol.authHeader, { slug: 'snake', content: '  Great game!\r\nLoved it  ' });
    assert.equal(res.status, 200);
    const comment = res.body.data;
    assert.equal(comment.content, 'Great game!\nLoved it');
    assert.equal(comment.game_slug, 'snake');
    assert.deepEqual(comment.author, { user_id: carol.userId, name: 'Élodie', avatar_initial: 'É' });
    assert.deepEqual(
      [comment.parent_id, comment.reply_to, comment.like_count, comment.reply_count],
      [null, null, 0, 0],
    );
    assert.deepEqual([comment.is_mine, comment.liked], [true, false]);
    assert.equal(new Date(comment.created_at).toISOString(), comment.created_at);

    assertClientError(await create({}, { slug: 'snake', content: 'anonymous' }), 401);
    assertClientError(await create({ authorization: 'Bearer not.a.token' }, { slug: 'snake', content: 'forged' }), 401);
  });

  it('accepts 1 to 1000 characters after trimming, counting an emoji as one', async () => {
    const edge = async (content: string) => create(bob.authHeader, { slug: 'memory-match', content });
    for (const content of ['', '   \n\t ', 'x'.repeat(1001), '😀'.repeat(1001)]) {
      const res = await edge(content);
      assertClientError(res, 400, /between 1 and 1000 characters/);
      assert.equal(res.body.code, 40021);
    }
    assert.equal((await edge('y')).status, 200, '1 character');
    assert.equal((await edge(`  ${'z'.repeat(1000)}  `)).status, 200, '1000 characters once trimmed');
    const emoji = await edge('😀'.repeat(1000));
    assert.equal(emoji.status, 200, '1000 emoji are 1000 characters');
    assertClientError(await create(bob.authHeader, { slug: 'memory-match' }), 400, /content is required/);
  });

  it('stores and returns HTML verbatim as text', async () => {
    const html = `<script>alert("x")</script><img src=x onerror=alert(1)> &amp; <b>bold</b>`;
    const posted = await create(bob.authHeader, { slug: 'brick-breaker', content: html });
    assert.equal(posted.status, 200);
    assert.equal(posted.body.data.content, html);
    const listed = await list('slug=brick-breaker');
    assert.ok(listed.body.data.items.some((c: Comment) => c.content === html));
    const [stored] = await t.context.db.query<{ body: string }>('SELECT body FROM comments WHERE id = $1', [
      posted.body.data.id,
    ]);
    assert.equal(stored?.body, html);
  });

  it('rejects the same text from the same user on the same game, normalised, within the window', async () => {
    const first = await create(bob.authHeader, { slug: 'snake', content: 'Best   snake game EVER' });
    assert.equal(first.status, 200);
    const again = await create(bob.authHeader, { slug: 'snake', content: '  best snake\ngame ever ' });
    assertClientError(again, 409, /same comment/);
    assert.equal(again.body.code, 40921);
    assert.equal(
      (await create(bob.authHeader, { slug: 'memory-match', content: 'Best snake game ever' })).status,
      200,
      'another game',
    );
    assert.equal(
      (await create(carol.authHeader, { slug: 'snake', content: 'Best snake game ever' })).status,
      200,
      'another user',
    );

    // Sent together, only one of two identical posts gets through.
    const twins = await Promise.all(
      [1, 2].map(() => create(alice.authHeader, { slug: 'snake', content: 'twin post' })),
    );
    assert.deepEqual(twins.map((r) => r.status).sort(), [200, 409]);

    // A deleted comment no longer blocks posting its text again.
    assert.equal((await remove(bob.authHeader, first.body.data.id)).status, 200);
    assert.equal((await create(bob.authHeader, { slug: 'snake', content: 'best snake game ever' })).status, 200);
  });

  it('allows at most two links per comment', async () => {
    const two = await create(carol.authHeader, { slug: 'snake', content: 'see https://a.example/x and www.b.org' });
    assert.equal(two.status, 200);
    const three = await create(carol.authHeader, {
      slug: 'snake',
      content: 'http://a.io http://b.io and cheap-coins.xyz',
    });
    assertClientError(three, 400, /at most 2 links/);
    assert.equal(three.body.code, 40022);
    assert.equal(
      (await create(carol.authHeader, { slug: 'snake', content: 'reached lvl.up 3.5 e.g. v1.2' })).status,
      200,
      'not links',
    );
  });

  it('refuses unknown games and malformed input, changing nothing', async () => {
    const [before] = await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
    const unknown = await create(alice.authHeader, { slug: 'no-such-game', content: 'hello' });
    assertClientError(unknown, 404, /Game not found/);
    assert.equal(unknown.body.code, 40401);
    assertClientError(await create(alice.authHeader, { slug: 'BAD!', content: 'hello' }), 400, /slug/);
    assertClientError(
      await create(alice.authHeader, { slug: 'snake', content: 'hello', parent_id: 0 }),
      400,
      /parent_id/,
    );
    assertClientError(
      await create(alice.authHeader, { slug: 'snake', content: 'hello', parent_id: 99999999 }),
      404,
      /Comment not found/,
    );
    assertClientError(await list('slug=no-such-game'), 404, /Game not found/);
    assertClientError(await list('slug=snake&sort=oldest'), 400, /sort/);
    assertClientError(await list('slug=snake&limit=51'), 400, /limit/);
    const [after] = await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
    assert.equal(after?.n, before?.n);
  });

  it('lists top-level comments newest or most liked first, paginated', async () => {
    const slug = 'merge-tiles';
    const a = await aliceSays(slug);
    const b = await aliceSays(slug);
    const c = await aliceSays(slug);
    await like(bob.authHeader, b.id, true);
    await like(carol.authHeader, b.id, true);
    await like(bob.authHeader, a.id, true);
    await create(bob.authHeader, { slug, content: 'a reply is not top-level', parent_id: c.id });

    const newest = await list(`slug=${slug}`);
    assert.equal(newest.status, 200);
    assert.deepEqual(
      newest.body.data.items.map((x: Comment) => x.id),
      [c.id, b.id, a.id],
    );
    assert.deepEqual(
      [newest.body.data.total, newest.body.data.page, newest.body.data.limit, newest.body.data.has_more],
      [3, 1, 20, false],
    );
    assert.equal(newest.body.data.items[0]?.reply_count, 1);

    const top = await list(`slug=${slug}&sort=top`);
    assert.deepEqual(
      top.body.data.items.map((x: Comment) => [x.id, x.like_count]),
      [
        [b.id, 2],
        [a.id, 1],
        [c.id, 0],
      ],
    );

    const page2 = await list(`slug=${slug}&limit=2&page=2`);
    assert.deepEqual(
      page2.body.data.items.map((x: Comment) => x.id),
      [a.id],
    );
    assert.equal(page2.body.data.has_more, false);
    assert.equal((await list(`slug=${slug}&limit=2`)).body.data.has_more, true);
  });

  it('marks the viewer’s own likes and comments when a token comes along; a bad token reads as anonymous', async () => {
    const slug = 'snake';
    const mine = await aliceSays(slug);
    await like(bob.authHeader, mine.id, true);
    const find = (res: Awaited<ReturnType<typeof list>>) =>
      res.body.data.items.find((x: Comment) => x.id === mine.id) as Comment;

    const asBob = find(await list(`slug=${slug}`, bob.authHeader));
    assert.deepEqual([asBob.liked, asBob.is_mine], [true, false]);
    const asAlice = find(await list(`slug=${slug}`, alice.authHeader));
    assert.deepEqual([asAlice.liked, asAlice.is_mine], [false, true]);
    const anonymous = find(await list(`slug=${slug}`));
    assert.deepEqual([anonymous.liked, anonymous.is_mine], [false, false]);

    const [user] = await t.context.db.query<{ token_version: number }>(
      'SELECT token_version FROM users WHERE id = $1',
      [bob.userId],
    );
    const expired = await new AccessTokens(signingKeys(t.context.config).access, -60, t.context.db).issue(
      bob.userId,
      user!.token_version,
    );
    for (const authorization of ['Bearer forged.token.value', `Bearer ${expired.token}`, 'Basic Ym9iOnNlY3JldA==']) {
      const res = await list(`slug=${slug}`, { authorization });
      assert.equal(res.status, 200, authorization);
      assert.deepEqual([find(res).liked, find(res).is_mine], [false, false]);
    }
    // An expired token is still refused where a user is required.
    assertClientError(await like({ authorization: `Bearer ${expired.token}` }, mine.id, true), 401, /expired/);
  });

  it('keeps replies one level deep: answering a reply files it under the top-level comment', async () => {
    const root = await aliceSays('snake');
    const first = await create(bob.authHeader, { slug: 'snake', content: 'first reply', parent_id: root.id });
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.data.parent_id, first.body.data.reply_to], [root.id, null]);

    const nested = await create(carol.authHeader, {
      slug: 'snake',
      content: '@Bob agreed',
      parent_id: first.body.data.id,
    });
    assert.equal(nested.status, 200);
    assert.equal(nested.body.data.parent_id, root.id, 'attached to the top-level comment');
    assert.deepEqual(nested.body.data.reply_to, { comment_id: first.body.data.id, user_name: 'Bob' });

    const thread = await replies(`comment_id=${root.id}`, carol.authHeader);
    assert.equal(thread.status, 200);
    assert.deepEqual(
      thread.body.data.items.map((x: Comment) => x.content),
      ['first reply', '@Bob agreed'],
      'oldest first',
    );
    assert.deepEqual(
      thread.body.data.items.map((x: Comment) => x.is_mine),
      [false, true],
    );
    assert.equal(thread.body.data.total, 2);
    assert.equal((await replies(`comment_id=${root.id}&limit=1&page=2`)).body.data.items[0]?.content, '@Bob agreed');
    assert.equal((await list('slug=snake')).body.data.items.find((x) => x.id === root.id)?.reply_count, 2);
    assert.equal(
      (await replies(`comment_id=${first.body.data.id}`)).body.data.total,
      0,
      'a reply has no replies of its own',
    );

    const elsewhere = await create(bob.authHeader, { slug: 'memory-match', content: 'wrong game', parent_id: root.id });
    assertClientError(elsewhere, 404, /Comment not found/);
    assert.equal(elsewhere.body.code, 40421);
    assertClientError(await replies('comment_id=99999999'), 404, /Comment not found/);
    assertClientError(await replies('comment_id=abc'), 400, /comment_id/);
  });

  it('lets authors delete only their own comments; a deleted thread disappears with its replies', async () => {
    const root = await aliceSays('snake');
    const reply = (await create(bob.authHeader, { slug: 'snake', content: 'my reply', parent_id: root.id })).body.data;
    await create(carol.authHeader, { slug: 'snake', content: 'another reply', parent_id: root.id });

    const forbidden = await remove(bob.authHeader, root.id);
    assertClientError(forbidden, 403, /your own comments/);
    assert.equal(forbidden.body.code, 40321);
    assertClientError(await remove(alice.authHeader, reply.id), 403);
    assertClientError(await remove({}, reply.id), 401);
    assert.ok(
      (await list('slug=snake')).body.data.items.some((x: Comment) => x.id === root.id),
      'still there',
    );

    const deleted = await remove(bob.authHeader, reply.id);
    assert.deepEqual([deleted.status, deleted.body.data], [200, { comment_id: reply.id, deleted: true }]);
    assertClientError(await remove(bob.authHeader, reply.id), 404, /Comment not found/);
    assert.equal((await replies(`comment_id=${root.id}`)).body.data.total, 1);
    assert.equal((await list('slug=snake')).body.data.items.find((x) => x.id === root.id)?.reply_count, 1);

    assert.equal((await remove(alice.authHeader, root.id)).status, 200);
    assert.ok(!(await list('slug=snake')).body.data.items.some((x: Comment) => x.id === root.id));
    assertClientError(await replies(`comment_id=${root.id}`), 404);
    assertClientError(await like(carol.authHeader, root.id, true), 404);
  });

  it('likes and unlikes idempotently, never below zero', async () => {
    const comment = await aliceSays('snake');
    const liked = await like(bob.authHeader, comment.id, true);
    assert.deepEqual(liked.body.data, { comment_id: comment.id, liked: true, like_count: 1 });
    assert.equal((await like(bob.authHeader, comment.id, true)).body.data.like_count, 1);
    assert.deepEqual((await like(bob.authHeader, comment.id, false)).body.data, {
      comment_id: comment.id,
      liked: false,
      like_count: 0,
    });
    assert.equal((await like(bob.authHeader, comment.id, false)).body.data.like_count, 0);
    assert.equal((await like(carol.authHeader, comment.id, false)).body.data.like_count, 0, 'unliking without a like');
    assert.equal(
      (await like(alice.authHeader, comment.id, true)).body.data.like_count,
      1,
      'authors may like their own',
    );

    // Even if the stored count drifted to 0 while a like exists, unliking does not go negative.
    await t.context.db.query('UPDATE comments SET like_count = 0 WHERE id = $1', [comment.id]);
    assert.equal((await like(alice.authHeader, comment.id, false)).body.data.like_count, 0);

    assertClientError(await like(bob.authHeader, 99999999, true), 404, /Comment not found/);
    assertClientError(
      await send(t.app, 'POST', '/user/g/comment/interactive', {
        headers: bob.authHeader,
        payload: { comment_id: comment.id },
      }),
      400,
      /like/,
    );
    assertClientError(await like({}, comment.id, true), 401);
  });

  it('keeps the like count consistent under concurrent likes and unlikes', async () => {
    const comment = await aliceSays('snake');
    const fans = await Promise.all([1, 2, 3, 4, 5].map((n) => signUpAndLogin(t.app, { name: `fan ${n}` })));
    // Every fan likes three times at once, and bob likes and unlikes at once.
    const calls = fans.flatMap((fan) => [1, 2, 3].map(() => like(fan.authHeader, comment.id, true)));
    calls.push(like(bob.authHeader, comment.id, true), like(bob.authHeader, comment.id, false));
    const results = await Promise.all(calls);
    assert.ok(
      results.every((r) => r.status === 200),
      JSON.stringify(results.map((r) => r.body)),
    );

    const [row] = await t.context.db.query<{ like_count: number; likes: number }>(
      `SELECT c.like_count, (SELECT count(*)::int FROM comment_likes l WHERE l.comment_id = c.id) AS likes FROM comments c WHERE c.id = $1`,
      [comment.id],
    );
    assert.equal(row!.like_count, row!.likes, 'the count matches the likes stored');
    assert.ok(row!.likes === 5 || row!.likes === 6, `five fans, and bob either way (got ${row!.likes})`);
  });
});

describe('comments: per-user rate limit', () => {
  const t = useTestApi({ commentRateLimit: 3, signUpIpLimit: 1000 });

  it('answers 429 once a user posts more than the limit per minute; other users are unaffected', async () => {
    const [dana, eve] = await Promise.all([
      signUpAndLogin(t.app, { name: 'dana' }),
      signUpAndLogin(t.app, { name: 'eve' }),
    ]);
    const post = (headers: Headers, n: number) =>
      send<Comment>(t.app, 'POST', '/user/g/comment/create', {
        headers,
        payload: { slug: 'snake', content: `message ${n}` },
      });
    for (const n of [1, 2, 3]) assert.equal((await post(dana.authHeader, n)).status, 200);
    assertClientError(await post(dana.authHeader, 4), 429, /Too many requests/);
    assert.equal((await post(eve.authHeader, 1)).status, 200);
    const [row] = await t.context.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE user_id = $1',
      [dana.userId],
    );
    assert.equal(row?.n, 3);
  });
});
