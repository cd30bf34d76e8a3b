import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';

/**
 * Query parameters that are capabilities: the password-reset link's token (a portal page the edge logs) and the
 * signature of the API's own upload URLs. Whoever reads the log must not be able to use them.
 */
const SECRET_PARAMS = /([?&](?:reset_token|sig|token|access_token)=)[^&#]*/gi;
const REDACTED = '[redacted]';

const maskSecretParams = (url: string): string => url.replace(SECRET_PARAMS, `$1${REDACTED}`);

/** An id the reverse proxy (or a client) sent is kept so one request can be followed across services. */
const FORWARDED_ID = /^[\w.:@-]{1,128}$/;

function requestId(raw: IncomingMessage): string {
  const sent = raw.headers['x-request-id'];
  return typeof sent === 'string' && FORWARDED_ID.test(sent) ? sent : randomUUID();
}

/**
 * pino (Fastify's logger) writing one JSON object per line: ISO time, level names, and no credentials. Headers are
 * never logged by our own lines; the redaction paths guard any line that logs them anyway (a debugging aid, a
 * library).
 */
export function loggerOptions(level: string) {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest | IncomingMessage) => ({
        method: request.method,
        url: maskSecretParams(request.url ?? ''),
        remoteAddress: 'ip' in request ? request.ip : request.socket?.remoteAddress,
      }),
    },
  };
}

/**
 * One access-log line per request, when it completes, instead of Fastify's two (the first without the status, the
 * second without the method and URL): id, method, URL with secrets masked, status, response time in ms.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}

/** The server options of every HTTP server we run (the API alone, the edge): structured logs, request ids. */
export function loggingServerOptions(
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return { logger: loggerOptions(level), logController: new AccessLog(), genReqId: requestId };
}

/** The request id echoed in `x-request-id`, on the root instance (fastify-plugin) so every route answers with it. */
export const requestLog: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
