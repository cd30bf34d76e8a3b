// bench:scale's EXPLAIN of every list query the API runs, flagging any sequential scan of the games table.
import type { Queryable } from '../src/db/db.js';
import { openPostgres } from '../src/db/postgres.js';
import { listAllGames, listFeatured, listGames, listTop, recommendGames } from '../src/modules/games/service.js';
import { parseSearchQuery } from '../src/modules/search/query.js';
import { LiveSearchIndex } from '../src/modules/search/engine/live-index.js';
import { searchGames, suggestGames } from '../src/modules/search/service.js';
import { DiskObjectStore } from '@portal/object-store';

const SORTS = ['hot', 'new', 'top'];

/** Runs every list query through EXPLAIN (the API's own functions, on a connection that explains instead). */
/** `snapshotDir`: the objects folder holding the search snapshot (scale-search.ts); none: search is left out. */
export async function explainLists(
  url: string,
  snapshotDir?: string,
): Promise<Array<{ name: string; seqScan: boolean; plan: string }>> {
  const withSearch = snapshotDir !== undefined;
  const db = await openPostgres(url, 1);
  const plans: Array<{ name: string; seqScan: boolean; plan: string }> = [];
  let current: string[] = [];
  const explaining: Queryable = {
    async query<T extends object>(sql: string, params?: unknown[]) {
      const explain = process.env.BENCH_SHOW_PLANS === 'analyze' ? 'EXPLAIN (ANALYZE, BUFFERS)' : 'EXPLAIN';
      const rows = await db.query<{ 'QUERY PLAN': string }>(`${explain} ${sql}`, params);
      current.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [] as T[];
    },
  };
  const context = { language: 'en' as const, gamesOrigin: 'http://127.0.0.1' };
  const [{ n: listed }] = (await db.query<{ n: number }>(
    `SELECT n::int AS n FROM list_counts WHERE scope = 'all'`,
  )) as [{ n: number }];
  const lastSlice = Math.max(0, Math.floor((listed - 1) / 1000) * 1000);
  // Search scores in memory (its index reads the real database); what it asks the database is explained.
  const search = withSearch ? new LiveSearchIndex(db, { objects: new DiskObjectStore(snapshotDir) }) : undefined;
  await search?.loaded();
  const cases: Array<[string, () => Promise<unknown>]> = [
    ...SORTS.flatMap((sort): Array<[string, () => Promise<unknown>]> => [
      [
        `/c/games?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20 }),
      ],
      [
        `/g/c/puzzle?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20, category: 'puzzle' }),
      ],
      [
        `/g/t/retro?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20, tag: 'retro' }),
      ],
    ]),
    ['/c/hot', () => listTop(explaining, context, { sort: 'hot', limit: 12 })],
    ['/g/c/featured', () => listFeatured(explaining, context, { limit: 12 })],
    [
      '/g/all?offset=(the last slice)&limit=1000',
      () => listAllGames(explaining, 'de', { offset: lastSlice, limit: 1000 }),
    ],
    ...(search
      ? [
          [
            '/g/search?q=crystl dragon',
            () => searchGames(explaining, search, context, parseSearchQuery('crystl dragon')!, { page: 1, limit: 20 }),
          ] as [string, () => Promise<unknown>],
          [
            '/g/search?q=cryst&mode=suggest',
            () => suggestGames(explaining, search, context, parseSearchQuery('cryst')!),
          ] as [string, () => Promise<unknown>],
        ]
      : []),
  ];
  for (const [name, run] of cases) {
    current = [];
    await run().catch(() => {});
    const plan = current.join('\n\n');
    plans.push({ name, seqScan: /Seq Scan on games\b/.test(plan), plan });
  }
  // recommendGames first looks the target up, which the explaining connection answers with nothing.
  current = [];
  const [target] = await db.query<{ id: number }>(`SELECT id FROM games WHERE slug = 'bench-1'`);
  const targetFirst: Queryable = {
    query: async <T extends object>(sql: string, params?: unknown[]) =>
      sql.startsWith('SELECT id FROM games WHERE slug') ? ([target] as T[]) : explaining.query<T>(sql, params),
  };
  await recommendGames(targetFirst, context, { slug: 'bench-1', limit: 12 }).catch(() => {});
  plans.push({
    name: '/g/recommend?slug=bench-1',
    seqScan: /Seq Scan on games\b/.test(current.join('\n')),
    plan: current.join('\n\n'),
  });
  await db.close();
  return plans;
}
