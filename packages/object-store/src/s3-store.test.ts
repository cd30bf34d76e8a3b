import { after, before } from 'node:test';
import { S3ObjectStore } from './index.js';
import { describeObjectStore } from './store-behaviour.js';
import { S3RVER_CREDENTIALS, startS3rver } from './testing.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'objects-test';
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let stores = 0;

before(async () => {
  s3rver = await startS3rver([BUCKET]);
});

after(() => s3rver.stop());

// Each test its own prefix of one bucket: an empty store, as the disk backend's fresh folder is.
describeObjectStore(
  'S3 object store (s3rver)',
  async () =>
    new S3ObjectStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3rver.endpoint,
      forcePathStyle: true,
      ...S3RVER_CREDENTIALS,
      prefix: `test-${++stores}/`,
    }),
);
