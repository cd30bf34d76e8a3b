import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { signingKeys } from './secrets.js';

describe('auth: signing keys', () => {
  it('generates a secret once under DATA_DIR (mode 600) and reuses it, so tokens survive restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-secret-'));
    try {
      const first = signingKeys({ jwtSecret: undefined, dataDir });
      const second = signingKeys({ jwtSecret: undefined, dataDir });
      assert.deepEqual(first, second);
      assert.notDeepEqual(first.access, first.provider, 'access and provider tokens use different keys');
      assert.equal((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777, 0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when set and refuses a short one', () => {
    const secret = 'x'.repeat(32);
    assert.deepEqual(
      signingKeys({ jwtSecret: secret, dataDir: 'memory://' }),
      signingKeys({ jwtSecret: secret, dataDir: '/nonexistent' }),
    );
    assert.throws(() => signingKeys({ jwtSecret: 'too-short', dataDir: 'memory://' }), /at least 32 characters/);
  });
});
