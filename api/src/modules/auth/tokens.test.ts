import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, it, mock } from 'node:test';
import type { Queryable } from '../../db/db.js';
import { AccessTokens } from './tokens.js';

const KEY = new TextEncoder().encode('tokens-test-secret-0123456789abcdef-0123');
const userId = randomUUID();
/** Token versions as the cache would answer them: every user is at version 0. */
const versions = { current: async () => 0 };
const noDb = {} as Queryable;

describe('access tokens: checked once, expiry and version on every request', () => {
  afterEach(() => mock.timers.reset());

  it('accepts its own token again and again, and refuses it once it has expired', async () => {
    const tokens = new AccessTokens(KEY, 60, noDb, versions);
    const { token } = await tokens.issue(userId, 0);
    assert.deepEqual(await tokens.verify(token), { userId, version: 0 });
    assert.deepEqual(await tokens.verify(token), { userId, version: 0 }, 'the second time from what was checked');
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 61_000 });
    await assert.rejects(tokens.verify(token), { statusCode: 401 });
    // Within the refresh grace it still passes.
    assert.deepEqual(await tokens.verify(token, 3600), { userId, version: 0 });
  });

  it('refuses a token of an older version even after it was checked', async () => {
    let current = 0;
    const tokens = new AccessTokens(KEY, 60, noDb, { current: async () => current });
    const { token } = await tokens.issue(userId, 0);
    await tokens.verify(token);
    current = 1;
    await assert.rejects(tokens.verify(token), { statusCode: 401 });
  });

  it('refuses a token signed with another key or altered, whatever it has seen before', async () => {
    const tokens = new AccessTokens(KEY, 60, noDb, versions);
    const { token } = await tokens.issue(userId, 0);
    await tokens.verify(token);
    const other = await new AccessTokens(new TextEncoder().encode('x'.repeat(40)), 60, noDb, versions).issue(userId, 0);
    await assert.rejects(tokens.verify(other.token), { statusCode: 401 });
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: userId, ver: 0, exp: 9e9 })).toString('base64url')}.${signature}`;
    await assert.rejects(tokens.verify(forged), { statusCode: 401 });
  });
});
