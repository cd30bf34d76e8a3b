import type { FastifyReply, FastifyRequest } from 'fastify';
import { dataDirSecret } from '@portal/server-kit/secret-file';
import { DEPLOY_ERROR_CODES, EDGE_ACTOR } from '@portal/shared/contract/deploy';
import type { ApiConfig } from '../../config.js';
import type { Queryable } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { deployActor, type ConfiguredTokens, type DeployActor } from './tokens.js';

/** Files under DATA_DIR holding the generated tokens when the settings are unset (the edge and CLIs read them). */
export const DEPLOY_OPERATOR_TOKEN_FILE = 'deploy-operator-token';
export const DEPLOY_EDGE_TOKEN_FILE = 'deploy-edge-token';

/** Who a request names itself as (CI's pipeline, the person at the release command), recorded beside the token's label. */
const BY_HEADER = 'x-deploy-by';
const BY = /^[\w .@()-]{1,80}$/;

/** DEPLOY_OPERATOR_TOKEN / DEPLOY_EDGE_TOKEN, or secrets generated once under DATA_DIR, as other secrets are. */
export function configuredTokens(
  config: Pick<ApiConfig, 'deployOperatorToken' | 'deployEdgeToken' | 'dataDir'>,
): ConfiguredTokens {
  return {
    operator: config.deployOperatorToken ?? dataDirSecret(config.dataDir, DEPLOY_OPERATOR_TOKEN_FILE),
    edge: config.deployEdgeToken ?? dataDirSecret(config.dataDir, DEPLOY_EDGE_TOKEN_FILE),
  };
}

export const unauthorized = () =>
  new AppError(401, 'A valid deploy token is required (Authorization: Bearer pdt_…)', DEPLOY_ERROR_CODES.unauthorized);
const forbidden = (message: string) => new AppError(403, message, DEPLOY_ERROR_CODES.forbidden);

/** The preHandler of every deploy route: a valid, unrevoked deploy token, or 401. */
export function deployAuth(db: Queryable, tokens: ConfiguredTokens) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    void reply;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    const actor = token ? await deployActor(db, token, tokens) : null;
    if (!actor) {
      reply.header('www-authenticate', 'Bearer realm="deploy"');
      throw unauthorized();
    }
    request.deployActor = actor;
  };
}

export const actorOf = (request: FastifyRequest): DeployActor => {
  if (!request.deployActor) throw unauthorized();
  return request.deployActor;
};

/** What the history records as who acted: the token's label, and the person or pipeline it names itself as. */
export function actorName(request: FastifyRequest): string {
  const actor = actorOf(request);
  if (actor.role === 'edge') return EDGE_ACTOR;
  const by = request.headers[BY_HEADER];
  return typeof by === 'string' && BY.test(by) ? `${actor.label} (${by})` : actor.label;
}

/** Uploads, seals, releases and pins: the remote's own team, or an operator. */
export function mayChange(request: FastifyRequest, remote: string): void {
  const actor = actorOf(request);
  if (actor.role === 'operator' || (actor.role === 'team' && actor.remote === remote)) return;
  throw forbidden(
    actor.role === 'team'
      ? `This token acts on ${actor.remote} only, not on ${remote}`
      : 'The edge token may read the registry and record its own automatic rollbacks only',
  );
}

/** Ending a canary and rolling back: also the edge, for its automatic decisions. */
export function mayRollBack(request: FastifyRequest, remote: string): void {
  if (actorOf(request).role !== 'edge') mayChange(request, remote);
}

export function mustOperate(request: FastifyRequest): void {
  if (actorOf(request).role !== 'operator') throw forbidden('Only an operator token may do this');
}
