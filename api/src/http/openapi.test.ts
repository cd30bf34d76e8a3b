import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createTestApi } from '../test/context.js';
import { API } from '../test/http.js';

interface Route {
  method: string;
  url: string;
  schema: FastifySchema & { hide?: boolean };
}

interface Operation {
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);
const declared = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
/** The content types a route's body is described for: its own (`body.content`), else JSON. */
const bodyTypes = (schema: FastifySchema) => {
  if (!schema.body) return [];
  const content = (schema.body as { content?: object }).content;
  return content ? Object.keys(content) : ['application/json'];
};
const successStatuses = (schema: FastifySchema) =>
  Object.keys((schema.response ?? {}) as object).filter((status) => /^2/.test(status));

describe('OpenAPI: schemas on every route, one document of them all', () => {
  const routes: Route[] = [];
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const documented = () => routes.filter((route) => route.method !== 'HEAD' && route.schema.hide !== true);

  before(async () => {
    ({ app, cleanup } = await createTestApi({}, (root) =>
      root.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema ?? {} });
      }),
    ));
  });
  after(() => cleanup());

  it('gives every route a request schema, its path parameters and a schema for its success answer', () => {
    assert.ok(documented().length > 50, 'routes were recorded');
    const missing = documented().flatMap(({ method, url, schema }) => {
      const where = `${method} ${url}`;
      return [
        ...(REQUEST_PARTS.some((part) => schema[part]) ? [] : [`${where}: no request schema`]),
        ...(successStatuses(schema).length > 0 ? [] : [`${where}: no response schema for its success`]),
        ...pathParams(url)
          .filter((name) => !declared(schema.params).includes(name!))
          .map((name) => `${where}: path parameter ${name} has no schema`),
      ];
    });
    assert.deepEqual(missing, []);
  });

  it('hides only the documentation routes themselves', () => {
    const hidden = routes.filter((route) => route.method === 'GET' && route.schema.hide === true);
    assert.deepEqual(
      hidden.filter((route) => !/\/(openapi\.json|docs(\/.*)?)$/.test(route.url)).map((route) => route.url),
      [],
    );
  });

  it('documents every route at GET /openapi.json, with its tag, parameters, body and answers', async () => {
    const res = await app.inject(`${API}/openapi.json`);
    assert.equal(res.statusCode, 200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    assert.equal(document.openapi, '3.1.0');
    const problems = documented().flatMap(({ method, url, schema }) => {
      const where = `${method} ${url}`;
      // A wildcard (a file path) is a parameter named `*` in the document.
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')]?.[method.toLowerCase()];
      if (!operation) return [`${where}: not in the document`];
      const inputs = new Set((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      const expected = [
        ...declared(schema.params).map((name) => `path:${name}`),
        ...declared(schema.querystring).map((name) => `query:${name}`),
        ...declared(schema.headers).map((name) => `header:${name}`),
      ];
      return [
        ...(operation.tags?.length === 1 ? [] : [`${where}: tags ${JSON.stringify(operation.tags)}`]),
        ...expected.filter((input) => !inputs.has(input)).map((input) => `${where}: ${input} not documented`),
        ...bodyTypes(schema)
          .filter((type) => !operation.requestBody?.content[type]?.schema)
          .map((type) => `${where}: body (${type}) not documented`),
        ...successStatuses(schema)
          .filter((status) => !operation.responses[status]?.content?.['application/json']?.schema)
          .map((status) => `${where}: answer ${status} not documented`),
        ...(operation.responses.default ? [] : [`${where}: the failure envelope is not documented`]),
      ];
    });
    assert.deepEqual(problems, []);
  });

  it('serves the docs page outside production, offline (its scripts are served by the API itself)', async () => {
    const page = await app.inject(`${API}/docs/`);
    assert.equal(page.statusCode, 200);
    const scripts = [...page.body.matchAll(/<script src="\.\/([^"]+)"/g)].map((match) => match[1]);
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.equal((await app.inject(`${API}/docs/${script}`)).statusCode, 200, script);
    assert.equal((await app.inject(`${API}/docs/json`)).statusCode, 200);
  });
});

describe('OpenAPI in production', () => {
  it('serves the document but not the docs page', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const { app, cleanup } = await createTestApi().finally(() => {
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    });
    try {
      assert.equal((await app.inject(`${API}/openapi.json`)).statusCode, 200);
      assert.equal((await app.inject(`${API}/docs/`)).statusCode, 404);
    } finally {
      await cleanup();
    }
  });
});
