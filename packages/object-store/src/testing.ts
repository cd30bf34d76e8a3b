import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const SERVER = `
import S3rver from 's3rver';
const [directory, buckets] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: JSON.parse(buckets).map((name) => ({ name })) });
const { port } = await server.run();
console.log(port);
`;

/**
 * s3rver (an S3 stand-in) on a free local port with these buckets, for tests, in a process of its own: its
 * continuation tokens (listings of more than 1000 keys) are DES-encrypted, which OpenSSL 3 offers only with the
 * legacy provider, a flag of the process.
 */
export async function startS3rver(buckets: string[]): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--input-type=module', '-e', SERVER, directory, JSON.stringify(buckets)],
    // From this package's folder, so that `s3rver` resolves whichever folder the tests run from.
    { cwd: fileURLToPath(new URL('.', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [port] = (await once(server.stdout, 'data')) as [Buffer];
  return {
    endpoint: `http://127.0.0.1:${String(port).trim()}`,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill();
        await once(server, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
