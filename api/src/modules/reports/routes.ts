import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GameReportBody, GameReportReceipt, ReportProblem } from '@portal/shared/contract/catalogue';
import { ActorHeaders, envelope, SlugParams } from '@portal/shared/contract/common';
import { requestActor } from '../../http/actor.js';
import { ok } from '../../http/envelope.js';
import { firstLanguageTag } from '../../http/language-tag.js';
import { byAddress, limiter } from '../../http/limits.js';
import { requireUser } from '../auth/guard.js';
import { requireModerator } from '../moderation/roles.js';
import { latestReports, reportBrokenGame } from './service.js';

export const StoredReport = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  problem: ReportProblem,
  message: Type.String(),
  created_at: Type.String(),
});

/**
 * "This game is broken" from anyone: no account, one request, rate limited per address and per device.
 * Moderators read the newest reports.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = limiter(app, {
    name: 'report-address',
    max: app.config.reportAddressLimit,
    timeWindow: '1 hour',
    key: byAddress,
  });
  const perDevice = limiter(app, {
    name: 'report-device',
    max: app.config.reportDeviceLimit,
    timeWindow: '10 minutes',
    key: requestActor,
  });

  app.post(
    '/g/:slug/report',
    {
      preHandler: [perAddress, perDevice],
      schema: {
        params: SlugParams,
        headers: ActorHeaders,
        body: GameReportBody,
        response: { 200: envelope(GameReportReceipt) },
      },
    },
    async (request) => {
      const receipt = await reportBrokenGame(app.db, {
        slug: request.params.slug,
        actor: requestActor(request),
        problem: request.body.problem,
        message: request.body.message,
        userAgent: request.headers['user-agent'],
        locale: firstLanguageTag(request.headers['accept-language']),
      });
      return ok(receipt);
    },
  );

  app.get(
    '/user/moderation/reports',
    {
      preHandler: [requireUser, requireModerator],
      schema: {
        querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }) }),
        response: { 200: envelope(Type.Array(StoredReport)) },
      },
    },
    async (request) => ok(await latestReports(app.db, request.query.limit)),
  );
};
