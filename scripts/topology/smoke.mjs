// The e2e smoke through the proxy's front door: the home page and every remote's entry, a game page with a play
// counted and its game on the games origin, sign-up and sign-in, a like, and an upload PUT to S3 through the
// proxy's S3 port, confirmed, submitted and approved by a moderator until the new game is playable (upload.mjs).
import assert from 'node:assert/strict';
import { call, ok, signUpAndLogin } from './http.mjs';
import { gameFile, uploadGame } from './upload.mjs';

async function page(url) {
  const response = await fetch(url);
  const text = await response.text();
  assert.equal(response.status, 200, `GET ${url} → ${response.status}`);
  return text;
}

export async function smoke({ plan, moderatorEmail, step }) {
  const front = plan.portalOrigin;
  const device = { 'x-device-id': `topology-${plan.run}` };

  await step('home page and every remote through the proxy', async () => {
    const html = await page(`${front}/`);
    assert.match(html, /id="portal-remotes"/);
    const remotes = await (await fetch(`${front}/remotes.json`)).json();
    for (const [name, { entry }] of Object.entries(remotes)) {
      const manifest = await fetch(`${front}${entry}`);
      assert.equal(manifest.status, 200, `${name}: GET ${entry} → ${manifest.status}`);
    }
    return `${Object.keys(remotes).length} remotes`;
  });

  const [game] = (await ok(front, 'GET', '/c/hot?limit=1')) ?? [];
  assert.ok(game?.slug, 'the seeded catalogue has a hot game');
  await step(`game page /games/${game.slug}, a play counted, the game on the games origin`, async () => {
    const html = await page(`${front}/games/${game.slug}`);
    assert.ok(html.includes(game.title), 'the page names the game');
    const before = await ok(front, 'GET', `/g/${game.slug}`, { headers: device });
    // A play counts with the game's counter token for this device, as the game page obtains it (docs/api.md).
    const { token } = await ok(front, 'POST', `/g/${game.slug}/counter-token`, { headers: device });
    const counted = await ok(front, 'POST', `/g/${game.slug}/plays`, {
      headers: { ...device, 'x-counter-token': token },
    });
    assert.ok(counted.plays > before.plays, `plays ${before.plays} → ${counted.plays}`);
    assert.ok(before.play_url.startsWith(plan.gamesOrigin.replace('//', `//${game.slug}.`)), before.play_url);
    await gameFile(before.play_url);
    return `plays ${before.plays} → ${counted.plays}`;
  });

  const player = await step('sign-up, then sign-in with the same account', async () => {
    const email = `topology-player-${plan.run}@example.test`;
    const created = await signUpAndLogin(front, { email });
    const signIn = await call(front, 'POST', '/identity/sign-in', { body: { email, password: created.password } });
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    const info = await ok(front, 'GET', '/user/info/get', { token: created.token });
    assert.equal(info.email, email);
    return created;
  });

  await step('a like', async () => {
    const liked = await ok(front, 'POST', '/user/g/like', {
      token: player.token,
      body: { slug: game.slug, like: true },
    });
    assert.equal(liked.liked, true);
    const list = await ok(front, 'GET', '/user/g/liked', { token: player.token });
    assert.ok(list.items.some((item) => item.slug === game.slug));
    return `${game.slug}: ${liked.likes} likes`;
  });

  let moderator;
  await step('an upload to S3 storage, through moderation to a playable game', async () => {
    moderator = await signUpAndLogin(front, { email: moderatorEmail });
    const at = { preSign: front, confirm: front, submit: front, approve: front };
    const { slug, bytes } = await uploadGame({ plan, player, moderator, title: `Topology ${plan.run}`, at });
    return `${bytes} bytes → ${slug}`;
  });

  return { game, player, moderator };
}
