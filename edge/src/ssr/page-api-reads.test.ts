import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { API_PREFIX, apiPlugin, type ApiContext } from '@portal/api';
import { edgeWithApi, embeddedApi } from '../testing.js';

/**
 * A server-rendered page reads each API resource once: its SEO head and the remote's prefetch in the render worker
 * share the page's reads. The real portal (the built shell and games remote, the API in process).
 */
describe('server rendering: one API read per resource and page', () => {
  let edge: FastifyInstance;
  const reads: string[] = [];

  before(async () => {
    // The API as mounted in the edge, with every request it answers written down.
    const countedApi: FastifyPluginAsync<{ context: ApiContext }> = async (app, options) => {
      app.addHook('onRequest', async (request) => {
        reads.push(request.url);
      });
      await apiPlugin(app, options);
    };
    edge = await edgeWithApi(
      { serverRender: true, ssrWorkers: 1, ssrBudgetMs: 5_000, ssrDeadlineMs: 30_000 },
      await embeddedApi({}, { plugin: countedApi }),
    );
  });
  after(() => edge.close());

  it('reads the game of /games/snake once for its head and its server render', async () => {
    const res = await edge.inject('/games/snake');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>[^<]*Snake/);
    // The remote's prefetched query went into the page for hydration: the render did read the game.
    assert.match(res.body, /"snake"/);
    const gameReads = reads.filter((url) => new URL(url, 'http://x').pathname === `${API_PREFIX}/g/snake`);
    assert.equal(gameReads.length, 1, `API reads of the game: ${gameReads.join(', ')}`);
  });
});
