import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, NoQuery } from '@portal/shared/contract/common';
import { StudioGames, StudioStats, StudioStatsParams, StudioStatsQuery } from '@portal/shared/contract/studio';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { studioCsv } from './csv.js';
import { studioGames } from './games.js';
import { statsRange } from './range.js';
import { scheduleRollup } from './rollup.js';
import { dailySeries, gameStats, ownGame } from './stats.js';

/**
 * The maker studio: a signed-in user's own games and, per game, the numbers of the daily rollups. Another maker's
 * game is a 404 like a missing one, so the studio never tells whose a slug is. This plugin also runs the rollup
 * job (STUDIO_ROLLUP_INTERVAL_MS) in every API process; an advisory lock lets one replica fold at a time.
 */
export const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  let stop = async () => {};
  app.addHook('onReady', async () => {
    stop = scheduleRollup(
      app.db,
      {
        intervalMs: config.studioRollupIntervalMs,
        retentionDays: config.analyticsRetentionDays,
        settleMs: config.databaseStatementTimeoutMs + 1000,
      },
      app.log,
    );
  });
  app.addHook('preClose', () => stop());

  app.get(
    '/studio/games',
    { preHandler: requireUser, schema: { querystring: NoQuery, response: { 200: envelope(StudioGames) } } },
    async (request) => ok({ games: await studioGames(app.db, currentUserId(request), config.gamesOrigin) }),
  );

  const statsSchema = { params: StudioStatsParams, querystring: StudioStatsQuery };

  app.get(
    '/studio/games/:slug/stats',
    { preHandler: requireUser, schema: { ...statsSchema, response: { 200: envelope(StudioStats) } } },
    async (request) => {
      const range = statsRange(request.query);
      const userId = currentUserId(request);
      const game = await ownGame(app.db, request.params.slug, userId);
      return ok(await gameStats(app.db, game, userId, range));
    },
  );

  app.get(
    '/studio/games/:slug/stats.csv',
    {
      preHandler: requireUser,
      schema: {
        ...statsSchema,
        response: { 200: Type.String({ description: 'text/csv: a header row, then one row per day' }) },
      },
    },
    async (request, reply) => {
      const range = statsRange(request.query);
      const game = await ownGame(app.db, request.params.slug, currentUserId(request));
      const days = await dailySeries(app.db, game.id, range.from, range.to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${game.slug}-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(studioCsv(days));
    },
  );
};
