import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, NoQuery } from '@portal/shared/contract/common';
import {
  OPS_ACTOR_SUFFIX,
  OpsAccess,
  OpsActionBody,
  OpsActionParams,
  OpsHistory,
  OpsHistoryQuery,
  OpsModeration,
  OpsMove,
  OpsOperator,
  OpsOperatorBody,
  OpsOperators,
  OpsRemotes,
  OpsRemotesQuery,
  type OpsAction,
} from '@portal/shared/contract/ops';
import { STUDIO_ERROR_CODES } from '@portal/shared/contract/studio';
import { notFound, ok } from '../../http/envelope.js';
import { perUser } from '../../http/limits.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { readHistoryEntries } from '../deploy/history-routes.js';
import { announceMove } from '../deploy/move-routes.js';
import { endCanary, promote, rollback } from '../deploy/moves.js';
import { requireRemote } from '../deploy/remote-routes.js';
import { currentOperator, listOperators, operatorOf, requireOperator, setOperator } from './operators.js';
import { moderationQueue, opsRemotes } from './remotes.js';

/** The deploy API's moves the console offers, by their console name (the deploy API's own code does each). */
const MOVES = { promote, rollback, 'end-canary': endCanary } satisfies Record<OpsAction, unknown>;

/**
 * The operations console's data and moves, for signed-in users with the operator role (a session's bearer token,
 * not a deploy token): the registry with health and errors, the release history, the review queue, and promote,
 * roll back and end-canary with a reason, recorded in the history as `<name> (ops console)`.
 */
export const opsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const operatorOnly = [requireUser, requireOperator];
  const moveLimit = perUser(app, 'ops-moves', app.config.userWriteRateLimit);

  app.get(
    '/ops/access',
    { preHandler: requireUser, schema: { querystring: NoQuery, response: { 200: envelope(OpsAccess) } } },
    async (request) =>
      ok({ operator: (await operatorOf(app.db, app.config.operators, currentUserId(request))) !== null }),
  );

  app.get(
    '/ops/remotes',
    { preHandler: operatorOnly, schema: { querystring: OpsRemotesQuery, response: { 200: envelope(OpsRemotes) } } },
    async (request) => ok(await opsRemotes(app.db, request.query.days)),
  );

  app.get(
    '/ops/history',
    { preHandler: operatorOnly, schema: { querystring: OpsHistoryQuery, response: { 200: envelope(OpsHistory) } } },
    async (request) =>
      ok({ entries: await readHistoryEntries(app.db, request.query.remote ?? null, request.query.limit) }),
  );

  app.get(
    '/ops/moderation',
    { preHandler: operatorOnly, schema: { querystring: NoQuery, response: { 200: envelope(OpsModeration) } } },
    async () => ok(await moderationQueue(app.db)),
  );

  app.post(
    '/ops/remotes/:remote/:action',
    {
      preHandler: [...operatorOnly, moveLimit],
      schema: { params: OpsActionParams, body: OpsActionBody, response: { 200: envelope(OpsMove) } },
    },
    async (request) => {
      const { remote, action } = request.params;
      const operator = await currentOperator(request);
      await requireRemote(app.db, remote);
      const who = { actor: `${operator.name}${OPS_ACTOR_SUFFIX}`, reason: request.body.reason };
      return announceMove(app.deployChanges, remote, () => MOVES[action](app.db, remote, who));
    },
  );

  // The role given by the API or the CLI; the running portal's database is the API's alone (an embedded one cannot
  // be opened by the CLI while the portal runs).
  app.get(
    '/ops/operators',
    { preHandler: operatorOnly, schema: { querystring: NoQuery, response: { 200: envelope(OpsOperators) } } },
    async () => ok({ operators: await listOperators(app.db) }),
  );

  app.post(
    '/ops/operators',
    {
      preHandler: [...operatorOnly, moveLimit],
      schema: { body: OpsOperatorBody, response: { 200: envelope(OpsOperator) } },
    },
    async (request) => {
      const user = await setOperator(app.db, request.body.who.trim(), request.body.operator);
      if (!user) throw notFound('No user has this email or id', STUDIO_ERROR_CODES.unknownUser);
      request.log.info(
        { operator: currentUserId(request), user: user.id, granted: request.body.operator },
        'operator role',
      );
      return ok(user);
    },
  );
};
