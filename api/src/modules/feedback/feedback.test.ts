import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';

interface StoredFeedback {
  user_id: string;
  message: string;
  slug: string | null;
  category: string;
  problem: string | null;
  user_agent: string;
  locale: string;
}

describe('feedback', () => {
  const t = useTestApi({ feedbackRateLimit: 1000, signUpIpLimit: 1000 });
  let player: Awaited<ReturnType<typeof signUpAndLogin>>;

  const submit = (payload: Record<string, unknown>, headers: Record<string, string> = player.authHeader) =>
    send<{ id: number; created_at: string }>(t.app, 'POST', '/user/feedback', { headers, payload });
  const stored = async (id: number) => {
    const [row] = await t.context.db.query<StoredFeedback>(
      `SELECT f.user_id, f.message, g.slug, f.category, f.problem, f.user_agent, f.locale
         FROM feedback f LEFT JOIN games g ON g.id = f.game_id WHERE f.id = $1`,
      [id],
    );
    return row;
  };
  const count = async () => (await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]!.n;

  before(async () => {
    player = await signUpAndLogin(t.app, { name: 'player' });
  });

  it('accepts 5 to 500 characters after trimming and refuses 4 and 501 with the spec’s message', async () => {
    const before = await count();
    for (const message of ['abcd', '   abcd   ', 'x'.repeat(501), '', '     ']) {
      const res = await submit({ message });
      assertClientError(res, 400);
      assert.equal(res.body.message, 'Feedback content must be between 5 and 500 characters');
      assert.equal(res.body.code, 40041);
    }
    assert.equal(await count(), before, 'nothing stored');

    const five = await submit({ message: '  abcde  ' });
    assert.equal(five.status, 200, JSON.stringify(five.body));
    assert.equal((await stored(five.body.data.id))?.message, 'abcde');
    assert.equal((await submit({ message: 'y'.repeat(500) })).status, 200);
    assert.equal((await submit({ message: '🎮'.repeat(500) })).status, 200, '500 emoji are 500 characters');
    assertClientError(await submit({}), 400, /message is required/);
  });

  it('stores the message for staff with the user, game, category, user agent and locale', async () => {
    const res = await submit(
      { message: 'The snake game freezes on level 3', slug: 'snake' },
      { ...player.authHeader, 'user-agent': 'FeedbackTest/1.0', 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    );
    assert.equal(res.status, 200);
    assert.ok(res.body.data.id > 0);
    assert.equal(new Date(res.body.data.created_at).toISOString(), res.body.data.created_at);
    assert.deepEqual(await stored(res.body.data.id), {
      user_id: player.userId,
      message: 'The snake game freezes on level 3',
      slug: 'snake',
      category: 'game',
      problem: null,
      user_agent: 'FeedbackTest/1.0',
      locale: 'fr-CA',
    });

    const contact = await submit({ message: 'Please contact me about ads', category: 'contact' });
    assert.deepEqual(
      [(await stored(contact.body.data.id))?.category, (await stored(contact.body.data.id))?.slug],
      ['contact', null],
    );
    const other = await submit({ message: 'Just saying hello' });
    assert.equal((await stored(other.body.data.id))?.category, 'other');
    const html = await submit({ message: '<b>bold</b> & <i>text</i>' });
    assert.equal((await stored(html.body.data.id))?.message, '<b>bold</b> & <i>text</i>', 'kept verbatim');
  });

  it('stores what kind of problem a game has, and refuses a problem type on feedback that is not about a game', async () => {
    const res = await submit({
      message: 'Stuck on a black screen',
      slug: 'snake',
      category: 'game',
      problem: 'not_loading',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      [(await stored(res.body.data.id))?.problem, (await stored(res.body.data.id))?.category],
      ['not_loading', 'game'],
    );

    const before = await count();
    assertClientError(await submit({ message: 'Problem with no game', problem: 'crash' }), 400, /problem/);
    const contact = await submit({
      message: 'A game problem as contact',
      slug: 'snake',
      category: 'contact',
      problem: 'sound',
    });
    assertClientError(contact, 400, /problem/);
    assert.equal(contact.body.code, 40042);
    assertClientError(await submit({ message: 'Unknown problem kind', slug: 'snake', problem: 'lag' }), 400, /problem/);
    assert.equal(await count(), before, 'nothing stored');
  });

  it('refuses unknown games, unknown categories and anonymous callers', async () => {
    const before = await count();
    const unknown = await submit({ message: 'About a missing game', slug: 'no-such-game' });
    assertClientError(unknown, 404, /Game not found/);
    assert.equal(unknown.body.code, 40401);
    assertClientError(await submit({ message: 'Bad category here', category: 'billing' }), 400, /category/);
    assertClientError(await submit({ message: 'Bad slug format', slug: 'Not A Slug' }), 400, /slug/);
    assertClientError(await submit({ message: 'Who am I?' }, {}), 401);
    assert.equal(await count(), before);
  });
});

describe('feedback: per-user rate limit', () => {
  const t = useTestApi({ feedbackRateLimit: 2, signUpIpLimit: 1000 });

  it('answers 429 once a user sends more than the limit; other users are unaffected', async () => {
    const [a, b] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    const submit = (headers: Record<string, string>) =>
      send(t.app, 'POST', '/user/feedback', { headers, payload: { message: 'Rate limited feedback' } });
    assert.equal((await submit(a.authHeader)).status, 200);
    assert.equal((await submit(a.authHeader)).status, 200);
    assertClientError(await submit(a.authHeader), 429, /Too many requests/);
    assert.equal((await submit(b.authHeader)).status, 200);
  });
});
