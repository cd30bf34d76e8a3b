// One game uploaded through the API and S3 until it is playable: preSign and the PUT to the bucket, confirm, submit,
// approval by a moderator, the game file through the games origin. Each step may go to another API base (the front
// door, or one replica directly), as a deployment's load balancer may send them.
import assert from 'node:assert/strict';
import yazl from 'yazl';
import { getOnHost, ok } from './http.mjs';

const INDEX_HTML =
  '<!doctype html><html><head><title>game</title></head><body><canvas></canvas><script src="game.js"></script></body></html>';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function gameZip(script) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(INDEX_HTML), 'index.html');
  zip.addBuffer(Buffer.from(script), 'game.js');
  zip.addBuffer(PNG_1PX, 'img/cover.png');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks = [];
    zip.outputStream.on('data', (chunk) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A game's file through the front door, on its own host under the games origin. */
export async function gameFile(url) {
  const { status, body } = await getOnHost(url);
  assert.equal(status, 200, `GET ${url} → ${status}`);
  return body;
}

/**
 * Uploads a new game (its script names `title`, so its version is new) and takes it to a playable game; `at` names
 * the API base of each step. Returns the published slug and the size of the archive.
 */
export async function uploadGame({ plan, player, moderator, title, at }) {
  const zip = await gameZip(`console.log(${JSON.stringify(title)})`);
  const signed = await ok(at.preSign, 'POST', '/user/upload/preSign', {
    token: player.token,
    body: { file_name: 'game.zip', file_size: zip.length, content_type: 'application/zip' },
  });
  const target = new URL(signed.upload_url);
  assert.equal(target.port, String(plan.front.s3), `the upload URL names the proxy's S3 port: ${target.origin}`);
  const put = await fetch(signed.upload_url, { method: 'PUT', headers: signed.headers, body: zip });
  assert.equal(put.status, 200, `PUT to S3 → ${put.status} ${await put.text()}`);
  const report = await ok(at.confirm, 'POST', '/user/upload/confirm', {
    token: player.token,
    body: { file_id: signed.file_id },
  });
  assert.equal(report.ok, true, JSON.stringify(report.problems));
  await ok(at.submit, 'POST', '/user/upload/submit', {
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
  const queue = await ok(at.approve, 'GET', '/user/moderation/uploads', { token: moderator.token });
  assert.ok(
    queue.items.some((item) => item.file_id === signed.file_id),
    'the upload waits for review',
  );
  const approved = await ok(at.approve, 'POST', '/user/moderation/approve', {
    token: moderator.token,
    body: { file_id: signed.file_id },
  });
  assert.equal(approved.status, 'published');
  const slug = approved.game?.slug;
  assert.ok(slug, JSON.stringify(approved));
  const detail = await ok(at.approve, 'GET', `/g/${slug}`);
  assert.equal(await gameFile(detail.play_url), INDEX_HTML, 'the games origin serves the build');
  await gameFile(detail.thumbnail);
  return { slug, bytes: zip.length };
}
