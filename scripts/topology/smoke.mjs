// The e2e smoke through the proxy's front door: the home page and every remote's entry, a game page with a play
// counted and its game on the games origin, sign-up and sign-in, a like, and an upload PUT to S3 through the
// proxy's S3 port, confirmed, submitted and approved by a moderator until the new game is playable.
import assert from 'node:assert/strict';
import yazl from 'yazl';
import { call, getOnHost, ok, signUpAndLogin } from './http.mjs';

const INDEX_HTML =
  '<!doctype html><html><head><title>game</title></head><body><canvas></canvas><script src="game.js"></script></body></html>';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function gameZip() {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(INDEX_HTML), 'index.html');
  zip.addBuffer(Buffer.from('console.log("topology")'), 'game.js');
  zip.addBuffer(PNG_1PX, 'img/cover.png');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks = [];
    zip.outputStream.on('data', (chunk) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function page(url) {
  const response = await fetch(url);
  const text = await response.text();
  assert.equal(response.status, 200, `GET ${url} → ${response.status}`);
  return text;
}

/** A game's file through the front door, on its own host under the games origin. */
async function gameFile(url) {
  const { status } = await getOnHost(url);
  assert.equal(status, 200, `GET ${url} → ${status}`);
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

  await step('an upload to S3 storage, through moderation to a playable game', async () => {
    const moderator = await signUpAndLogin(front, { email: moderatorEmail });
    const zip = await gameZip();
    const signed = await ok(front, 'POST', '/user/upload/preSign', {
      token: player.token,
      body: { file_name: 'game.zip', file_size: zip.length, content_type: 'application/zip' },
    });
    const target = new URL(signed.upload_url);
    assert.equal(target.port, String(plan.front.s3), `the upload URL names the proxy's S3 port: ${target.origin}`);
    const put = await fetch(signed.upload_url, { method: 'PUT', headers: signed.headers, body: zip });
    assert.equal(put.status, 200, `PUT to S3 → ${put.status} ${await put.text()}`);
    const report = await ok(front, 'POST', '/user/upload/confirm', {
      token: player.token,
      body: { file_id: signed.file_id },
    });
    assert.equal(report.ok, true, JSON.stringify(report.problems));
    const title = `Topology ${plan.run}`;
    await ok(front, 'POST', '/user/upload/submit', {
      token: player.token,
      body: {
        file_id: signed.file_id,
        title,
        description: 'Uploaded by the topology test.',
        instructions: 'Nothing to do.',
        category: 'arcade',
        tags: ['retro'],
        orientation: 'landscape',
        thumbnail: { source: 'archive', path: 'img/cover.png' },
        languages: ['en'],
      },
    });
    const queue = await ok(front, 'GET', '/user/moderation/uploads', { token: moderator.token });
    assert.ok(
      queue.items.some((item) => item.file_id === signed.file_id),
      'the upload waits for review',
    );
    const approved = await ok(front, 'POST', '/user/moderation/approve', {
      token: moderator.token,
      body: { file_id: signed.file_id },
    });
    assert.equal(approved.status, 'published');
    const slug = approved.game?.slug;
    assert.ok(slug, JSON.stringify(approved));
    const detail = await ok(front, 'GET', `/g/${slug}`);
    await gameFile(detail.play_url);
    return `${zip.length} bytes → ${slug}`;
  });

  return { game, player };
}
