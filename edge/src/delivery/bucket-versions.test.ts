import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { S3ObjectStore } from '@portal/object-store';
import { S3RVER_CREDENTIALS, startS3rver } from '@portal/object-store/testing';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone, manifestOf, shellClient } from '../testing.js';
import { startFakeDeployApi, type FakeDeployApi } from './fake-deploy-api.js';

const TOKEN = 'pdt_bucket-edge-test-token';
const BUCKET = 'playnook';
const VERSION = '1.0.0-cccccccccc';

/**
 * A separate edge (API_INTERNAL_URL) configured with the API's bucket settings (S3_*): the versions the API wrote
 * under remotes/ in the bucket are served with no disk shared with the API, as docker-compose.yml runs it.
 */
describe('edge: versions from the API’s bucket', () => {
  let root: string;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let fake: FakeDeployApi;
  let edge: FastifyInstance;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edge-bucket-'));
    s3 = await startS3rver([BUCKET]);
    const bucket = { bucket: BUCKET, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true };
    const store = new S3ObjectStore({ ...bucket, ...S3RVER_CREDENTIALS });
    const base = `remotes/blog/${VERSION}`;
    await store.put(`${base}/mf-manifest.json`, '{}');
    await store.put(`${base}/remoteEntry.js`, `// blog ${VERSION} from the bucket`);
    await store.put(`${base}/portal-manifest.json`, JSON.stringify(manifestOf('mfe-blog')));
    fake = await startFakeDeployApi(TOKEN);
    fake.publish('blog', VERSION);
    fake.move('blog', { current: VERSION }, { action: 'release', version: VERSION, actor: 'blog team' });
    edge = await edgeAlone({
      ...loadEdgeConfig({
        LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
        API_INTERNAL_URL: fake.url,
        DEPLOY_EDGE_TOKEN: TOKEN,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        // Empty: were the disk store read, the version would be missing.
        OBJECT_STORE_DIR: path.join(root, 'objects'),
        REMOTES_CACHE_DIR: path.join(root, 'cache'),
      }),
      clientDir: await shellClient(root),
      serverRender: false,
    });
  });

  after(async () => {
    await edge?.close();
    await fake?.close();
    await s3?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the released version’s files from the bucket', async () => {
    const registry = (await edge.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<
      string,
      { version: string }
    >;
    assert.equal(registry.blog?.version, VERSION);
    const entry = await edge.inject({ method: 'GET', url: `/remotes/blog/${VERSION}/remoteEntry.js` });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, `// blog ${VERSION} from the bucket`);
  });
});
