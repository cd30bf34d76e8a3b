import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { gameFileUrl } from '@portal/shared/catalogue/gameOrigins';
import type { UploadItem } from '@portal/shared/types/upload';
import { S3RVER_CREDENTIALS, startS3rver } from '@portal/object-store/testing';
import { buildGamesOrigin } from '../../games-origin/server.js';
import { injectOnHost, injectUrl } from '../../test/http.js';
import { send } from '../../test/users.js';
import { useUploadPipeline } from './test-pipeline.js';
import { INDEX_HTML, minimalGame } from './test-zips.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'playnook-test';
// Started before the API the pipeline builds, which reads the endpoint from its configuration.
const s3rver = await startS3rver([BUCKET]);
after(() => s3rver.stop());

// The same flow as upload-review.test.ts, with archives and every object in a bucket: what the replicas of a
// deployment share instead of a disk.
describe(
  'uploads with S3: archive, checked build, publication and play all in the bucket',
  { timeout: 600_000 },
  () => {
    const pipeline = useUploadPipeline(undefined, {
      s3: {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3rver.endpoint,
        forcePathStyle: true,
        ...S3RVER_CREDENTIALS,
        prefix: 'uploads/',
      },
    });
    const { t, preSign, confirm, submit, details, leftovers } = pipeline;

    it('takes an upload from the bucket to a game the games origin serves from it', async () => {
      const { alice, moderator } = pipeline.users;
      const objects = t.context.objects;
      assert.equal(objects.kind, 's3');
      const zip = await minimalGame(`console.log(${JSON.stringify(randomUUID())})`);
      const signed = await preSign(alice, {
        file_name: 'game.zip',
        file_size: zip.length,
        content_type: 'application/zip',
      });
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
      const { file_id: fileId, upload_url: url, headers } = signed.body.data;
      assert.equal((await fetch(url, { method: 'PUT', headers, body: zip })).status, 200);

      const report = await confirm(alice, fileId);
      assert.equal(report.status, 200, JSON.stringify(report.body));
      assert.equal(report.body.data.ok, true);
      assert.equal(await objects.head(`uploads/${fileId}.zip`), null, 'the archive is deleted once checked');
      assert.ok(await objects.head(`previews/${fileId}/index.html`), 'the checked build is in the bucket');
      assert.deepEqual(
        (await leftovers(fileId)).filter((file) => !file.startsWith('previews/')),
        [],
        'no scratch left on the local disk',
      );

      // A games origin of its own, with nothing but the configuration: it reads the bucket.
      const origin = await buildGamesOrigin({ ...t.context.config });
      try {
        const preview = await injectUrl(origin, report.body.data.preview_url!);
        assert.equal(preview.statusCode, 200);
        assert.equal(preview.body, INDEX_HTML);

        const submitted = await submit(alice, details(fileId));
        assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
        const version = submitted.body.data.game!.version!;
        const approved = await send<UploadItem>(t.app, 'POST', '/user/moderation/approve', {
          headers: moderator.authHeader,
          payload: { file_id: fileId },
        });
        assert.equal(approved.status, 200, JSON.stringify(approved.body));
        assert.deepEqual(await leftovers(fileId), [], 'the preview is gone once published');

        const played = await injectUrl(
          origin,
          gameFileUrl(t.context.config.gamesOrigin, `/comet-crash/${version}/index.html`),
        );
        assert.equal(played.statusCode, 200);
        assert.equal(played.body, INDEX_HTML);
        assert.equal(played.headers['content-type'], 'text/html; charset=utf-8');
        assert.equal(played.headers['cache-control'], 'public, max-age=31536000, immutable');
        const onGame = injectOnHost(origin, new URL(gameFileUrl(t.context.config.gamesOrigin, '/comet-crash/')).host);
        const again = await onGame({
          url: `/comet-crash/${version}/index.html`,
          headers: { 'if-none-match': String(played.headers.etag) },
        });
        assert.equal(again.statusCode, 304);
        const cover = await onGame({ url: `/comet-crash/${version}/img/cover.png`, headers: { range: 'bytes=0-3' } });
        assert.equal(cover.statusCode, 206);
        assert.equal(cover.headers['content-type'], 'image/png');
        // A shipped game, seeded into the bucket at start.
        const snake = await send<{ play_url: string }>(t.app, 'GET', '/g/snake');
        assert.equal((await injectUrl(origin, snake.body.data.play_url)).statusCode, 200);
      } finally {
        await origin.close();
      }
    });
  },
);
