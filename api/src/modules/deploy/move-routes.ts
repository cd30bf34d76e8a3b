import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@portal/shared/contract/common';
import {
  CanaryEndBody,
  DeployMove,
  DeployRemoteParams,
  PinAnswer,
  PinBody,
  PromoteBody,
  ReleaseBody,
  RollbackBody,
  WatchEndBody,
} from '@portal/shared/contract/deploy';
import { ok } from '../../http/envelope.js';
import { actorName, mayChange, mayRollBack } from './auth.js';
import { endCanary, endWatch, pin, promote, release, rollback, type MoveResult } from './moves.js';
import type { DeployChanges } from './changes.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';

/** What a move answers: its result and the registry's revision, `changed` when it wrote anything. */
export interface MoveDone {
  result: MoveResult;
  revision: number;
  changed: boolean;
}

/**
 * Runs a move of a registered remote and announces it to the replicas: the deploy API's answer, with the revision.
 * The deploy routes and the operations console's moves both answer through it.
 */
export async function announceMove(changes: DeployChanges, remote: string, move: () => Promise<MoveDone>) {
  const done = await move();
  if (done.changed) await changes.changed(done.revision);
  return ok({ remote, ...done.result, revision: done.revision }, done.result.moved ? 'moved' : 'unchanged');
}

/**
 * Releases, canaries, promotions, rollbacks and pins of one remote. The remote's team or an operator acts; the edge
 * may end a canary, roll back and close a release's watch (its automatic decisions), recorded as its own.
 */
export const moveRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  const answer = { 200: envelope(DeployMove) };
  const params = DeployRemoteParams;

  /** Checks the remote and the token's right, runs the move, announces it: the move's answer with the revision. */
  async function act(
    request: FastifyRequest,
    remote: string,
    allowed: (request: FastifyRequest, remote: string) => void,
    move: (actor: string) => Promise<MoveDone>,
  ) {
    await requireRemote(app.db, remote);
    allowed(request, remote);
    return announceMove(changes, remote, () => move(actorName(request)));
  }

  app.post(
    '/remotes/:remote/release',
    { preHandler: auth, schema: { params, body: ReleaseBody, response: answer } },
    (request) =>
      act(request, request.params.remote, mayChange, (actor) =>
        release(app.db, request.params.remote, { ...request.body, actor }),
      ),
  );
  app.post(
    '/remotes/:remote/promote',
    { preHandler: auth, schema: { params, body: PromoteBody, response: answer } },
    (request) =>
      act(request, request.params.remote, mayChange, (actor) =>
        promote(app.db, request.params.remote, { ...request.body, actor }),
      ),
  );
  app.post(
    '/remotes/:remote/canary/end',
    { preHandler: auth, schema: { params, body: CanaryEndBody, response: answer } },
    (request) =>
      act(request, request.params.remote, mayRollBack, (actor) =>
        endCanary(app.db, request.params.remote, { ...request.body, actor }),
      ),
  );
  app.post(
    '/remotes/:remote/rollback',
    { preHandler: auth, schema: { params, body: RollbackBody, response: answer } },
    (request) =>
      act(request, request.params.remote, mayRollBack, (actor) =>
        rollback(app.db, request.params.remote, { ...request.body, actor }),
      ),
  );
  app.post(
    '/remotes/:remote/watch/end',
    { preHandler: auth, schema: { params, body: WatchEndBody, response: answer } },
    (request) =>
      act(request, request.params.remote, mayRollBack, (actor) =>
        endWatch(app.db, request.params.remote, { ...request.body, actor }),
      ),
  );

  app.post(
    '/remotes/:remote/pins',
    { preHandler: auth, schema: { params, body: PinBody, response: { 200: envelope(PinAnswer) } } },
    async (request) => {
      const { remote } = request.params;
      await requireRemote(app.db, remote);
      mayChange(request, remote);
      const pinned = await pin(app.db, remote, { ...request.body, actor: actorName(request) });
      await changes.changed(pinned.revision);
      return ok(pinned.result, 'pinned');
    },
  );
};
