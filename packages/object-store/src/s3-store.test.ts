import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { S3ObjectStore } from './index.js';
import { describeObjectStore } from './store-behaviour.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'objects-test';

/**
 * s3rver in a process of its own: its continuation tokens (listings of more than 1000 keys) are DES-encrypted,
 * which OpenSSL 3 offers only with the legacy provider, a flag of the process.
 */
const SERVER = `
import S3rver from 's3rver';
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1],
  configureBuckets: [{ name: ${JSON.stringify(BUCKET)} }] });
const { port } = await server.run();
console.log(port);
`;

let server: ChildProcess;
let endpoint = '';
let directory = '';
let stores = 0;

before(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'object-store-s3-'));
  server = spawn(process.execPath, ['--openssl-legacy-provider', '--input-type=module', '-e', SERVER, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(server.stdout!, 'data')) as [Buffer];
  endpoint = `http://127.0.0.1:${String(port).trim()}`;
});

after(async () => {
  server.kill();
  await rm(directory, { recursive: true, force: true });
});

// Each test its own prefix of one bucket: an empty store, as the disk backend's fresh folder is.
describeObjectStore(
  'S3 object store (s3rver)',
  async () =>
    new S3ObjectStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: `test-${++stores}/`,
    }),
);
