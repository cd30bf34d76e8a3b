import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './envelope.js';
import { requireUser } from '../modules/auth/guard.js';

/** A high surrogate without its low half, or a low one without its high half: no character at all. */
export const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Where a value breaks the rules every schema shares, or null: numbers are finite, strings are clean text. */
export function hostileValue(value: unknown, where: string): string | null {
  const stack: Array<[unknown, string]> = [[value, where]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return `${path} must be a finite number`;
    } else if (typeof item === 'string') {
      if (item.includes('\u0000')) return `${path} must not contain NUL characters`;
      if (item.search(LONE_SURROGATES) !== -1) return `${path} must not contain unpaired UTF-16 surrogates`;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => stack.push([entry, `${path}.${index}`]));
    } else if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) !== Buffer.prototype) {
      if (typeof (item as { pipe?: unknown }).pipe === 'function') continue;
      for (const [key, entry] of Object.entries(item)) stack.push([key, `${path} key`], [entry, `${path}.${key}`]);
    }
  }
  return null;
}

const PARTS = ['params', 'query', 'body'] as const;
const PART_NAME = { params: 'params', query: 'querystring', body: 'body' } as const;

/** 400 for input that passed its schema but is no text or number a route can use (ajv lets "Infinity" through). */
async function rejectHostileInput(request: FastifyRequest): Promise<void> {
  for (const part of PARTS) {
    // A raw body (no schema; the upload PUT) is the route's own to judge: only parsed values are checked.
    if (part === 'body' && typeof request.body === 'string') continue;
    const problem = hostileValue(request[part], PART_NAME[part]);
    if (problem) throw badRequest(problem);
  }
}

const guardsOf = (handlers: unknown): unknown[] => [handlers].flat().filter(Boolean);

/**
 * Input rules for every route, whatever its schema says: finite numbers and well-formed text without NUL (what
 * PostgreSQL can store and compare), checked after validation so coerced query values are seen as numbers; and,
 * on routes that need a signed-in user, authentication before validation, so an anonymous call learns nothing of
 * the body schema (401, never a 400 naming a field).
 */
export const inputGuards = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', rejectHostileInput);
    app.addHook('onRoute', (route) => {
      if (!guardsOf(route.preHandler).includes(requireUser)) return;
      route.preValidation = [
        requireUser as preValidationHookHandler,
        ...(guardsOf(route.preValidation) as preValidationHookHandler[]),
      ];
    });
  },
  { name: 'portal-input-guards' },
);
