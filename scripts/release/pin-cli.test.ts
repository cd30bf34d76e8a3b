/**
 * @jest-environment node
 */
/**
 * `npm run pin` as an operator runs it, against a stand-in portal and its deploy API (fake-portal.ts): it signs with
 * the edge's key (RELEASE_PIN_SECRET, else DATA_DIR/pin-secret), records the pin through the API, and never mints a
 * pin the edge would refuse.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { verifyPin } from '@portal/release';
import { startFakePortal, type FakePortal } from './fake-portal';

jest.setTimeout(60_000);

const VERSION = '1.0.0-aaaaaaaaaa';
let root: string;
let portal: FakePortal;

async function pin(args: string[], env: Record<string, string> = {}) {
  const script = path.join(__dirname, 'pin-cli.mjs');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      env: {
        ...process.env,
        REMOTES_ROOT: root,
        INIT_CWD: root,
        PORTAL_URL: portal.origin,
        DEPLOY_TOKEN: portal.token,
        DATA_DIR: 'data',
        RELEASE_PIN_SECRET: '',
        RELEASE_PIN_MAX_MINUTES: '',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pin-cli-'));
  portal = await startFakePortal();
  portal.remotes.blog!.current = VERSION;
  portal.remotes.blog!.versions.push({ version: VERSION, publishedAt: new Date().toISOString() });
});
afterAll(async () => {
  await portal.close();
  await rm(root, { recursive: true, force: true });
});

const paramsOf = (stdout: string) => new URL(stdout.trim().split('\n').at(-1)!).searchParams;

test('signs with the secret made in DATA_DIR (the edge reads the same file), for at most the cap', async () => {
  const { code, stdout, stderr } = await pin(['blog', VERSION, '--minutes', '30', '--next', '/fr/blog?x=1']);
  expect({ code, stderr }).toMatchObject({ code: 0 });
  const secret = (await readFile(path.join(root, 'data', 'pin-secret'), 'utf8')).trim();
  const q = paramsOf(stdout);
  expect(q.get('next')).toBe('/fr/blog?x=1');
  expect(verifyPin(secret, 'blog', q.get('version')!, q.get('until')!, q.get('sig')!)).toMatchObject({
    version: VERSION,
  });
  // Recorded where every edge and `releases:prune` see it.
  expect(portal.remotes.blog!.pins).toEqual([{ version: VERSION, until: expect.any(String) }]);
  expect(verifyPin('playnook-local-pin-secret', 'blog', VERSION, q.get('until')!, q.get('sig')!)).toBeNull();
});

test('signs with RELEASE_PIN_SECRET when set, and refuses one too short to be safe', async () => {
  const secret = 'a-shared-secret-of-at-least-32-characters';
  const signed = await pin(['blog', VERSION], { RELEASE_PIN_SECRET: secret });
  const q = paramsOf(signed.stdout);
  expect(verifyPin(secret, 'blog', VERSION, q.get('until')!, q.get('sig')!)).not.toBeNull();
  const short = await pin(['blog', VERSION], { RELEASE_PIN_SECRET: 'playnook-local-pin-secret' });
  expect(short.code).toBe(1);
  expect(short.stderr).toMatch(/RELEASE_PIN_SECRET must be at least 32 characters/);
});

test('refuses a version the deploy API does not know, and runs without a deploy token not at all', async () => {
  expect(await pin(['blog', '0.0.0-missing'])).toMatchObject({
    code: 1,
    stderr: 'pin: blog has no version "0.0.0-missing" (npm run rollback -- blog --list).\n',
  });
  expect((await pin(['blog', VERSION], { DEPLOY_TOKEN: '' })).stderr).toMatch(/^pin: no deploy token/);
});

test('refuses to mint a pin past the cap, or one that would lead off the portal', async () => {
  const tooLong = await pin(['blog', VERSION, '--minutes', String(24 * 60 + 1)]);
  expect(tooLong.code).toBe(1);
  expect(tooLong.stderr).toMatch(/--minutes takes a whole number from 1 to 1440/);
  const capped = await pin(['blog', VERSION, '--minutes', '31'], { RELEASE_PIN_MAX_MINUTES: '30' });
  expect(capped.stderr).toMatch(/from 1 to 30 \(RELEASE_PIN_MAX_MINUTES\)/);
  for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
    const offsite = await pin(['blog', VERSION, '--next', next]);
    expect([next, offsite.code, offsite.stderr]).toEqual([next, 1, expect.stringMatching(/--next takes a path/)]);
  }
});
