import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.js';

const HOUR_MS = 3_600_000;
/** Rows of past hours are deleted, at most once an hour per process. */
let lastPrunedHour = 0;

/** The address as stored: a hash, so the table never holds an address. */
const addressKey = (address: string) =>
  createHash('sha256').update(`counter-actors\n${address}`).digest('hex').slice(0, 32);

/**
 * Whether this actor (a device id, or an address fingerprint) may count from this address this hour: the actors an
 * address already used this hour always may; a new one only while the address has fewer than `cap` of them. One
 * address minting fresh device ids gets at most `cap` counting actors an hour.
 */
export async function admitActor(
  db: Db,
  address: string,
  actor: string,
  cap: number,
  nowMs = Date.now(),
): Promise<boolean> {
  const hour = Math.floor(nowMs / HOUR_MS);
  const key = addressKey(address);
  const admitted = await db.query(
    `INSERT INTO counter_actors (address, hour, actor)
     SELECT $1, $2, $3 WHERE (SELECT count(*) FROM counter_actors WHERE address = $1 AND hour = $2) < $4
     ON CONFLICT DO NOTHING RETURNING 1`,
    [key, hour, actor, cap],
  );
  if (hour > lastPrunedHour) {
    lastPrunedHour = hour;
    await db.query('DELETE FROM counter_actors WHERE hour < $1', [hour - 1]);
  }
  if (admitted.length > 0) return true;
  const known = await db.query('SELECT 1 FROM counter_actors WHERE address = $1 AND hour = $2 AND actor = $3', [
    key,
    hour,
    actor,
  ]);
  return known.length > 0;
}
