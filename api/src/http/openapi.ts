import { createRequire } from 'node:module';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyPlugin from 'fastify-plugin';
import { ErrorEnvelope } from '@portal/shared/contract/common';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyPluginOptions, FastifySchema, RouteOptions } from 'fastify';
import { optionalUser, requireUser, userIfBearer } from '../modules/auth/guard.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export interface OpenApiOptions {
  /** Serve the interactive docs page at `docs/` (in development; production serves the document only). */
  docsPage: boolean;
}

const preHandlers = (route: RouteOptions | undefined) => [route?.preHandler ?? []].flat();

type ObjectSchema = { properties?: Record<string, { default?: unknown }>; required?: string[] };

/** A parameter with a default may be left out, though the schema requires it (ajv fills it in before the handler). */
function withOptionalDefaults(schema: unknown) {
  const { properties = {}, required } = (schema ?? {}) as ObjectSchema;
  if (!required) return schema;
  return { ...(schema as object), required: required.filter((name) => properties[name]?.default === undefined) };
}

/**
 * What the document adds to a route's own schemas: parameters with defaults as optional, the failure envelope
 * every route may answer with, and the bearer token for the routes that read one (required, or optional where it
 * only personalises the answer). The route's schemas themselves are left as they are.
 */
function documented(schema: FastifySchema, route: RouteOptions | undefined) {
  const guards = preHandlers(route);
  const security = guards.includes(requireUser)
    ? [{ bearer: [] }]
    : guards.includes(optionalUser) || guards.includes(userIfBearer)
      ? [{ bearer: [] }, {}]
      : undefined;
  const success = Object.entries((schema.response ?? {}) as Record<string, object>).map(([status, data]) => [
    status,
    { ...data, description: 'Success: `code` 0 and the `data` below.' },
  ]);
  const response = {
    ...Object.fromEntries(success),
    default: { ...ErrorEnvelope, description: 'Failure: a stable `code` and an English `message`.' },
  };
  return {
    ...schema,
    ...(schema.querystring ? { querystring: withOptionalDefaults(schema.querystring) } : {}),
    response,
    ...(security ? { security } : {}),
  };
}

/**
 * The OpenAPI document at `openapi.json`, and in development the docs page. It lists every route registered after
 * this plugin in the same scope (the plugin is not encapsulated, so that it sees them), generated from the routes'
 * own TypeBox schemas (the contract in @portal/shared): it cannot drift from what the API validates and sends.
 */
export const openApi = fastifyPlugin<OpenApiOptions>(async (app, { docsPage }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Playnook API',
        version,
        description:
          'Every answer is the envelope `{code, message, success, data}`: `code` 0 on success, a stable error ' +
          'code otherwise. Routes under /user/ take the access token of POST /auth/login as a bearer token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => ({ url, schema: documented(schema ?? {}, route) as never }),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (docsPage) await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
});

/** A module's routes under one tag of the document: the module plugin, registered in a scope that tags its routes. */
export function tagged<O extends FastifyPluginOptions>(
  tag: string,
  plugin: FastifyPluginAsyncTypebox<O>,
  options: O = {} as O,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.withTypeProvider<TypeBoxTypeProvider>().register(plugin, options);
  };
}
