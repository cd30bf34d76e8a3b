// bench:scale's maker studio part: 100,000 uploaded games (10,000 makers, ten games each) and 10 million analytics
// events over 89 days, streamed in with COPY, folded by the real rollup job (timed), then the studio's routes
// measured serially next to a trivial route, as a maker who owns the ten busiest games. The database
// (scale_studio_100k) is kept for reruns; BENCH_STUDIO_EVENTS changes the number of events of a new one.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { openPostgres } from '../src/db/postgres.js';
import { runRollup } from '../src/modules/studio/rollup.js';
import { seedScaleCatalogue } from './scale-seed.js';
import { ms, serial, startServer, type Serial } from './scale-server.js';

const API = '/app/api/v1';
const DATABASE = 'scale_studio_100k';
const GAMES = 100_000;
const MAKERS = 10_000;
const EVENTS = Number(process.env.BENCH_STUDIO_EVENTS ?? 10_000_000);
const DEVICES = 1_000_000;
const DAYS = 89;
const SOURCES = ['direct', 'search_engine', 'seaart', 'other', 'source_from_id'];

/** A game by popularity: bench-1 gets the most events, most games a few (as plays are spread). */
const skewedGame = () => 1 + Math.floor(GAMES * Math.random() ** 4);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One event as a COPY text row at `time`: a game page visit, a play start or a play's seconds, by one of a million
 * devices, for a game picked by popularity.
 */
function eventRow(time: number, now: number): string {
  const game = skewedGame();
  const device = Math.floor(Math.random() * DEVICES);
  const daysAgo = Math.floor((now - time) / 86_400_000);
  const at = new Date(time).toISOString();
  const roll = Math.random();
  const name = roll < 0.4 ? 'visit' : roll < 0.7 ? 'play_start' : 'play_time';
  const locale = Math.random() < 0.5 ? 'en' : pick(LOCALE_CODES);
  const platform = Math.random() < 0.6 ? 'web' : 'h5';
  const source = pick(SOURCES);
  const play = `p${device}-${game}-${daysAgo}`;
  const props =
    name === 'visit'
      ? '{"landing":true}'
      : name === 'play_start'
        ? `{"game":"bench-${game}","play_id":"${play}","source":"${source}"}`
        : `{"game":"bench-${game}","play_id":"${play}","seconds":${1 + Math.floor(Math.random() * 300)}}`;
  const sourceRecord = name === 'visit' ? `{"type":"${source}"}` : '\\N';
  const path = name === 'visit' ? `${locale === 'en' ? '' : `/${locale}`}/games/bench-${game}` : `/games/bench-${game}`;
  return `${name}\tbench-device-${device}\t\\N\ts${device}\t${path}\t${locale}\t${platform}\t\\N\t${sourceRecord}\t${props}\t${at}\t${at}\n`;
}

const COPY_EVENTS = `COPY analytics_events (name, device_id, user_id, session_id, path, locale, platform, country, source,
                      props, client_ts, received_at) FROM STDIN`;

/** `count` events spread evenly over the `spanMs` before now, in time order (ids follow time, as they do live). */
async function copyEvents(client: pg.Client, count: number, spanMs: number): Promise<void> {
  const now = Date.now();
  async function* chunks() {
    for (let done = 0; done < count; done += 5000) {
      let chunk = '';
      for (let i = done; i < Math.min(done + 5000, count); i += 1)
        chunk += eventRow(now - spanMs + Math.floor((i / count) * spanMs), now);
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(COPY_EVENTS)));
}

/**
 * Makers own the bench games (ten each), the events are copied in and folded from nothing by the rollup job; each
 * step is skipped when a previous run finished it. Answers the seconds the copy and the fold took (0: skipped).
 */
async function seedStudio(url: string): Promise<{ copySeconds: number; foldSeconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    await client.query(`SET statement_timeout = 0`);
    if ((await count(`SELECT count(*) AS n FROM users WHERE identity LIKE 'bench:maker-%'`)) < MAKERS) {
      await client.query(
        `INSERT INTO users (identity, email, name)
         SELECT 'bench:maker-' || n, 'maker-' || n || '@bench.test', 'Maker ' || n FROM generate_series(1, $1) AS n`,
        [MAKERS],
      );
      await client.query(
        `UPDATE games g SET owner_id = u.id, source = 'upload'
           FROM users u
          WHERE g.slug LIKE 'bench-%' AND u.identity = 'bench:maker-' || (1 + (substring(g.slug FROM 7)::int - 1) % $1)`,
        [MAKERS],
      );
    }
    let copySeconds = 0;
    if ((await count(`SELECT count(*) AS n FROM analytics_events`)) < EVENTS) {
      const started = Date.now();
      await client.query(
        `TRUNCATE analytics_events, studio_daily, studio_breakdown, studio_plays, studio_player_days, studio_players`,
      );
      await client.query(`UPDATE studio_rollup_state SET last_event_id = 0, rolled_up_at = NULL`);
      await client.query('DROP INDEX IF EXISTS analytics_events_name_received');
      await copyEvents(client, EVENTS, DAYS * 86_400_000);
      await client.query('CREATE INDEX analytics_events_name_received ON analytics_events (name, received_at)');
      await client.query('VACUUM ANALYZE analytics_events');
      copySeconds = (Date.now() - started) / 1000;
      console.error(`studio seed: ${EVENTS.toLocaleString('en')} events copied in ${copySeconds.toFixed(0)} s`);
    }
    let foldSeconds = 0;
    // Also a fold an earlier run stopped half-way: it resumes from the watermark.
    const unfolded = `SELECT count(*) AS n FROM (SELECT 1 FROM analytics_events
      WHERE id > (SELECT last_event_id FROM studio_rollup_state) LIMIT 1) AS left_over`;
    if ((await count(unfolded)) > 0) {
      const db = await openPostgres(url, 2, 3_600_000);
      const folding = Date.now();
      try {
        await runRollup(db, { retentionDays: 90, settleMs: 0 });
      } finally {
        await db.close();
      }
      foldSeconds = (Date.now() - folding) / 1000;
      await client.query('VACUUM ANALYZE');
    }
    return { copySeconds, foldSeconds };
  } finally {
    await client.end();
  }
}

/** A maker signed up through the real identity flow, made the owner of the ten busiest games. */
async function benchMaker(base: string, url: string): Promise<string> {
  const email = `studio-${Date.now().toString(36)}@example.test`;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: Record<string, string> }).data;
  };
  const { token } = await post('/identity/sign-up', { email, password: 'bench-password-7', name: 'Busy Maker' });
  const login = await post('/auth/login', { token, type: 1, device_id: 'bench-device-1', login_type: 'aware' });
  const db = await openPostgres(url, 1);
  try {
    await db.query(
      `UPDATE games SET owner_id = (SELECT id FROM users WHERE lower(email) = lower($1))
        WHERE slug = ANY($2::text[])`,
      [email, Array.from({ length: 10 }, (_, i) => `bench-${i + 1}`)],
    );
  } finally {
    await db.close();
  }
  return `Bearer ${login.access_token}`;
}

/** What one more minute of traffic costs the job: `count` new events of the last minute, folded into the rest. */
async function incrementalFold(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await copyEvents(client, count, 60_000);
  } finally {
    await client.end();
  }
  const db = await openPostgres(url, 2);
  try {
    const started = performance.now();
    await runRollup(db, { retentionDays: 90, settleMs: 0 });
    return performance.now() - started;
  } finally {
    await db.close();
  }
}

export async function benchStudio(serverUrl: string): Promise<void> {
  const catalogueSeconds = await seedScaleCatalogue(serverUrl, DATABASE, GAMES);
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const seeded = await seedStudio(url.toString());
  const title = `PostgreSQL, the maker studio: ${GAMES.toLocaleString('en')} uploaded games, ${EVENTS.toLocaleString('en')} events`;
  console.log(`\n### ${title}\n`);
  if (seeded.foldSeconds)
    console.log(
      `Seeded: catalogue ${catalogueSeconds.toFixed(0)} s, events ${seeded.copySeconds.toFixed(0)} s (COPY); the ` +
        `rollup job folded ${seeded.copySeconds ? 'them from nothing' : 'what an earlier run left'} in ` +
        `${seeded.foldSeconds.toFixed(0)} s${seeded.copySeconds ? ` (${(EVENTS / seeded.foldSeconds).toFixed(0)} events/s)` : ''}.\n`,
    );
  const foldMs = await incrementalFold(url.toString(), 10_000);
  console.log(`The job's run after 10,000 new events: ${ms(foldMs)} ms.\n`);

  const server = await startServer(url.toString(), { BENCH_SEARCH: '0' });
  const rows: Serial[] = [];
  try {
    const b = server.base;
    const authorization = await benchMaker(b, url.toString());
    const busy = () => `bench-${1 + Math.floor(Math.random() * 10)}`;
    const headers = { authorization };
    rows.push(await serial(b, 'trivial Fastify route', () => '/bench/trivial'));
    rows.push(await serial(b, '/studio/games (10 games)', () => `${API}/studio/games`, headers));
    rows.push(await serial(b, 'stats, last 30 days', () => `${API}/studio/games/${busy()}/stats`, headers));
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    rows.push(await serial(b, 'stats, 366 days', () => `${API}/studio/games/${busy()}/stats?from=${from}`, headers));
    rows.push(
      await serial(b, 'stats.csv, 366 days', () => `${API}/studio/games/${busy()}/stats.csv?from=${from}`, headers),
    );
  } finally {
    await server.stop();
  }
  const trivial = rows[0]!.p50;
  console.log('Serial requests of a maker who owns the ten busiest games:\n');
  console.log('| request | p50 (ms) | p99 (ms) | failures | p50 vs trivial |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.failures} | ${(r.p50 / trivial).toFixed(1)}× |`);
  const worst = Math.max(...rows.slice(1).map((r) => r.p99));
  console.log(`\nStudio p99 at most ${ms(worst)} ms: ${worst <= 100 ? 'within' : '**over**'} the 100 ms goal.`);
}
