import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, readEnv } from './read-env.js';
import { flag, optional, positive, text } from './variables.js';

describe('readEnv', () => {
  it('converts whole numbers and flags, applies defaults, and reads only the variables it is given', () => {
    const settings = readEnv(
      { LIMIT: positive(5), OTHER: positive(6), ON: flag(false), NAME: optional(text()) },
      { LIMIT: '12', ON: 'true', UNRELATED: 'x' },
    );
    assert.deepEqual(settings, { LIMIT: 12, OTHER: 6, ON: true });
  });

  it('names a required variable that is not set', () => {
    assert.throws(
      () => readEnv({ BUCKET: text(), REGION: text('us-east-1') }, { BUCKET: ' ' }),
      (error: unknown) =>
        error instanceof ConfigError && error.problems.join() === 'BUCKET is not set: expected some text',
    );
  });
});
