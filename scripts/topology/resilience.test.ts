/**
 * @jest-environment node
 */
import { assertNoFailures, describeLoad, loadFigures } from './resilience.mjs';

const reads = loadFigures({
  statuses: new Map([
    [200, 40],
    [304, 2],
    [502, 1],
  ]),
  errors: 2,
  timeouts: 1,
});
const writes = { sent: 10, answered: 9, failedClearly: 1, failedStatuses: [503], dropped: 0, consistent: true };

it('counts every request sent, and errors, timeouts and answers of 400 or more as failed', () => {
  expect(reads).toEqual({ sent: 46, failed: 4, statuses: { 200: 40, 304: 2, 502: 1 }, errors: 2, timeouts: 1 });
});

it('describes a phase in one line', () => {
  expect(describeLoad({ reads, writes })).toBe(
    'reads sent 46, failed 4 ({"200":40,"304":2,"502":1}); writes sent 10, answered 9, failed clearly 1 (503), dropped 0',
  );
});

describe('assertNoFailures', () => {
  const clean = loadFigures({ statuses: new Map([[200, 5]]), errors: 0, timeouts: 0 });

  it('accepts clear write errors, never a failed read, a dropped write or a stale favourite', () => {
    expect(() => assertNoFailures({ reads: clean, writes })).not.toThrow();
    expect(() => assertNoFailures({ reads, writes })).toThrow('failed reads');
    expect(() => assertNoFailures({ reads: clean, writes: { ...writes, dropped: 1 } })).toThrow('without an answer');
    expect(() => assertNoFailures({ reads: clean, writes: { ...writes, consistent: false } })).toThrow('last answered');
    expect(() => assertNoFailures({ reads: { ...clean, sent: 0 }, writes })).toThrow('the load ran');
  });
});
