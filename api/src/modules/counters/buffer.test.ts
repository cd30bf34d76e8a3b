import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Queryable } from '../../db/db.js';
import { CounterBuffer } from './buffer.js';

/**
 * A games table of one row whose flush statement waits until the test lets it commit: what a read sees while a
 * flush is being written, without timing.
 */
function slowTable() {
  let likes = 0;
  let commit: (() => void) | null = null;
  let started: () => void = () => {};
  const updateStarted = new Promise<void>((resolve) => (started = resolve));
  const db = {
    query: async (sql: string, params: unknown[]) => {
      assert.match(sql, /^UPDATE games/);
      started();
      await new Promise<void>((resolve) => (commit = resolve));
      likes += Number((params[3] as number[])[0]);
      return [{ id: 1, slug: 'snake', views: 0, plays: 0, likes, votes_up: 0, votes_down: 0 }];
    },
  } as unknown as Queryable;
  return { db, stored: () => likes, updateStarted, commit: () => commit!() };
}

describe('counters: the write-behind buffer', () => {
  it('a read that comes while a flush is being written waits for it, and counts the batch once', async () => {
    const table = slowTable();
    const buffer = new CounterBuffer(table.db, 3_600_000);
    buffer.add(1, 'snake', { likes: 1 });
    const flushed = buffer.flush();
    await table.updateStarted;
    const read = buffer.whileSettled(async () => table.stored() + buffer.pending(1).likes);
    table.commit();
    await flushed;
    assert.equal(await read, 1);
  });

  it('a flush waits for the reads under way, which count its batch as pending', async () => {
    const table = slowTable();
    const buffer = new CounterBuffer(table.db, 3_600_000);
    buffer.add(1, 'snake', { likes: 1 });
    let finishRead: () => void = () => {};
    const read = buffer.whileSettled(async () => {
      await new Promise<void>((resolve) => (finishRead = resolve));
      return table.stored() + buffer.pending(1).likes;
    });
    const flushed = buffer.flush();
    // Let the flush get as far as it can before the read ends: it must not take the batch yet.
    await new Promise<void>((resolve) => setImmediate(resolve));
    assert.equal(buffer.pending(1).likes, 1);
    finishRead();
    assert.equal(await read, 1);
    await table.updateStarted;
    table.commit();
    await flushed;
    assert.deepEqual([table.stored(), buffer.pending(1).likes], [1, 0]);
  });
});
