// What must hold across API replicas, checked by calling each replica directly: a session started on one is
// honoured by the others (PostgreSQL, the shared JWT_SECRET), rate-limit counts are shared (Redis), and a like
// written through one replica shows through the others within a second: the invalidation bus, not the cache's TTL
// (a minute here, so it cannot explain it); and an upload takes its steps on three replicas that share no disk (the
// bucket holds its files).
import assert from 'node:assert/strict';
import { call, ok, signUpAndLogin } from './http.mjs';
import { uploadGame } from './upload.mjs';

/** How soon a write on one replica must show on the others (the invalidation bus). */
const VISIBLE_WITHIN_MS = 1000;

export async function replicaChecks({ plan, replicaUrls, game, player, moderator, cacheTtlMs, signInLimit, step }) {
  const [first, second, third] = replicaUrls;

  await step(
    'an upload confirmed on replica 1, submitted on 2, approved on 3, played through the games origin',
    async () => {
      // Each replica has a data folder of its own: only the bucket carries the build from one step to the next.
      const at = { preSign: first, confirm: first, submit: second, approve: third };
      const { slug } = await uploadGame({ plan, player, moderator, title: `Topology replicas ${plan.run}`, at });
      return `${slug}: confirm on ${first}, submit on ${second}, approve on ${third}`;
    },
  );

  await step('a session started on one replica holds on the others', async () => {
    const email = `topology-session-${plan.run}@example.test`;
    const signUp = await call(first, 'POST', '/identity/sign-up', { body: { email, password: 'correct-horse-7' } });
    assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    // The silent login on another replica finds the identity session (cookie) in the database.
    const silent = await ok(second, 'POST', '/identity/token', { cookie });
    assert.ok(silent.token, 'replica 2 knows the session');
    const login = await ok(third, 'POST', '/auth/login', {
      body: { token: silent.token, type: 1, device_id: 'topology-device-02', login_type: 'unaware' },
    });
    for (const replica of replicaUrls) {
      const info = await ok(replica, 'GET', '/user/info/get', { token: login.access_token });
      assert.equal(info.email, email);
    }
    return 'sign-up on 1, silent login on 2, token accepted by 1, 2 and 3';
  });

  await step(`rate limits are counted across replicas (${signInLimit} sign-ins a minute per address)`, async () => {
    // An address of its own (the replicas trust X-Forwarded-For, as behind the proxy), so nothing else counts, and
    // another account each time, so only the per-address limit applies.
    const forwardedFor = `203.0.113.${1 + (Number.parseInt(plan.run.slice(-2), 16) % 250)}`;
    const statuses = [];
    for (let attempt = 0; attempt <= signInLimit; attempt += 1) {
      const replica = replicaUrls[attempt % replicaUrls.length];
      const answer = await call(replica, 'POST', '/identity/sign-in', {
        body: { email: `nobody-${attempt}-${plan.run}@example.test`, password: 'wrong-password-1' },
        forwardedFor,
      });
      statuses.push(answer.status);
    }
    const limited = statuses.slice(0, signInLimit).filter((status) => status === 429).length;
    assert.equal(limited, 0, `no 429 within the limit: ${statuses.join(' ')}`);
    assert.equal(statuses.at(-1), 429, `attempt ${signInLimit + 1} is refused: ${statuses.join(' ')}`);
    return `attempts 1–${signInLimit} answered (round robin over 3 replicas), attempt ${signInLimit + 1} → 429`;
  });

  return step(
    `a like through replica 1 shows through replicas 2 and 3 within ${VISIBLE_WITHIN_MS} ms (cache TTL ${cacheTtlMs} ms)`,
    async () => {
      assert.ok(cacheTtlMs >= 10 * VISIBLE_WITHIN_MS, 'a TTL this short could explain the like showing');
      const player = await signUpAndLogin(first, {
        email: `topology-liker-${plan.run}@example.test`,
        forwardedFor: '203.0.113.250',
      });
      // Each replica has the game's page in its cache before the like.
      const before = await ok(second, 'GET', `/g/${game.slug}`);
      await ok(third, 'GET', `/g/${game.slug}`);
      const liked = await ok(first, 'POST', '/user/g/like', {
        token: player.token,
        body: { slug: game.slug, like: true },
      });
      const likedAt = Date.now();
      assert.ok(liked.likes > before.likes, `likes ${before.likes} → ${liked.likes}`);
      // Each replica's page was cached before the like and would stay for the whole TTL: only the bus's message
      // updates it. Every read started more than VISIBLE_WITHIN_MS after the like was answered must show it (a read
      // the loaded machine answers slowly does not count against the bus); polling shows when each first did.
      const seen = await Promise.all(
        [second, third].map(async (replica) => {
          for (;;) {
            const startedAt = Date.now();
            const { likes } = await ok(replica, 'GET', `/g/${game.slug}`);
            if (likes === liked.likes) return Math.max(startedAt - likedAt, 0);
            assert.ok(
              startedAt - likedAt <= VISIBLE_WITHIN_MS,
              `${replica} still shows ${likes} likes, not ${liked.likes}, ${startedAt - likedAt} ms after the like`,
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      return `likes ${before.likes} → ${liked.likes}, seen by replicas 2 / 3 in reads started ${seen.join(' / ')} ms after`;
    },
  );
}
