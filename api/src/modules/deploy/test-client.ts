import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.js';
import type { Envelope } from '../../test/http.js';
import { API } from '../../test/http.js';
import { createDeployToken } from './tokens.js';

/** Settings tests give the API: known operator and edge secrets. */
export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdefghijklmnop';
export const EDGE_TOKEN = 'test-edge-token-0123456789abcdefghijklmnopqrstu';
export const deploySettings = { deployOperatorToken: OPERATOR_TOKEN, deployEdgeToken: EDGE_TOKEN };

/** A new team token of `remote`, labelled "<remote> team" (what the history names as its actor). */
export const teamToken = async (db: Queryable, remote: string) =>
  (await createDeployToken(db, { role: 'team', remote, label: `${remote} team`, createdBy: 'test' })).token;

export const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Deploy API calls as one token: JSON bodies, raw file bytes, the parsed envelope. */
export function deployClient(app: FastifyInstance, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const parse = <T>(res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
    status: res.statusCode,
    body: (res.body ? JSON.parse(res.body) : null) as Envelope<T>,
    headers: res.headers,
  });
  return {
    get: async <T = unknown>(url: string) =>
      parse<T>(await app.inject({ method: 'GET', url: `${API}/deploy${url}`, headers: headers() })),
    post: async <T = unknown>(url: string, body: object = {}) =>
      parse<T>(await app.inject({ method: 'POST', url: `${API}/deploy${url}`, headers: headers(), payload: body })),
    delete: async <T = unknown>(url: string) =>
      parse<T>(await app.inject({ method: 'DELETE', url: `${API}/deploy${url}`, headers: headers() })),
    /** A DELETE naming who is behind the token (X-Deploy-By), as the release commands do. */
    deleteAs: async <T = unknown>(url: string, by: string) =>
      parse<T>(
        await app.inject({ method: 'DELETE', url: `${API}/deploy${url}`, headers: headers({ 'x-deploy-by': by }) }),
      ),
    put: async <T = unknown>(url: string, bytes: string | Buffer) =>
      parse<T>(
        await app.inject({
          method: 'PUT',
          url: `${API}/deploy${url}`,
          headers: headers({ 'content-type': 'application/octet-stream' }),
          payload: Buffer.from(bytes),
        }),
      ),
  };
}
