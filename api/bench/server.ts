// The API on an ephemeral port with one trivial route beside it, for bench/run.ts. Prints {"port": n} when ready.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Type } from 'typebox';
import { buildApiServer, createApiContext, loadConfig } from '../src/app.js';
import { SearchIndex } from '../src/modules/search/engine/search-index.js';

const ownDataDir = process.env.DATA_DIR ? undefined : await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const dataDir = process.env.DATA_DIR ?? ownDataDir!;
const context = await createApiContext({
  ...loadConfig(),
  dataDir,
  // OBJECTS_DIR: bench:scale's kept folder holding a search snapshot (scale-search.ts).
  objectsDir: process.env.OBJECTS_DIR ?? path.join(dataDir, 'objects'),
  logLevel: 'warn',
});
// BENCH_SEARCH=0: an empty search index instead of reading every text (at a million games in 18 languages the
// in-memory index does not fit beside the other work; the list, tag, recommendation and detail routes never use it).
if (process.env.BENCH_SEARCH === '0') {
  const empty = Promise.resolve(new SearchIndex());
  context.search.loaded = () => empty;
  context.search.current = () => empty;
}
const app = await buildApiServer(context, { logger: false });
// The baseline: what Fastify alone costs per request on this machine, with a response schema like every API route.
app.get(
  '/bench/trivial',
  {
    schema: {
      response: {
        200: Type.Object({ code: Type.Integer(), message: Type.String(), success: Type.Boolean(), data: Type.Null() }),
      },
    },
  },
  async () => ({ code: 0, message: 'ok', success: true, data: null }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
// With how the search index was read (snapshot or database) and how long that took, for bench:scale.
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, search: context.search.lastLoad ?? null })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  process.exit(0);
});
