import { Type, type TSchema } from 'typebox';

/**
 * The kinds of environment variable the servers read. Each carries, as its description, what a valid value looks
 * like: readEnv names it when a value is not one.
 */

export const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const port = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 65_535, default: fallback, description: 'a port number from 1 to 65535' });

/** A limit, size, count or duration that must be at least 1. */
export const positive = (fallback: number) =>
  Type.Integer({ minimum: 1, default: fallback, description: 'a whole number of at least 1' });

/** A whole number within bounds. */
export const between = (minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ minimum, maximum, default: fallback, description: `a whole number from ${minimum} to ${maximum}` });

/** A count or duration where 0 means none; without a fallback, one its server derives (kept optional). */
export const nonNegative = (fallback?: number) =>
  Type.Integer({
    minimum: 0,
    ...(fallback === undefined ? {} : { default: fallback }),
    description: 'a whole number of at least 0',
  });

export const flag = (fallback: boolean) => Type.Boolean({ default: fallback, description: 'true or false' });

export const oneOf = <const Values extends string[]>(values: readonly [...Values], fallback: Values[number]) =>
  Type.Enum(values, { default: fallback, description: `one of ${values.join(', ')}` });

interface TextOptions {
  /** What a valid value looks like, when it is more than "some text". */
  description?: string;
  pattern?: string;
  minLength?: number;
  /** Never echoed back in an error message (passwords, keys, URLs that may carry credentials). */
  secret?: boolean;
}

export const text = (fallback?: string, options: TextOptions = {}) =>
  Type.String({
    minLength: options.minLength ?? 1,
    ...(fallback === undefined ? {} : { default: fallback }),
    ...(options.pattern === undefined ? {} : { pattern: options.pattern }),
    ...(options.secret ? { secret: true } : {}),
    description: options.description ?? 'some text',
  });

export const secret = (options: Omit<TextOptions, 'secret'> = {}) =>
  text(undefined, { description: 'a secret', ...options, secret: true });

/** An absolute URL with one of the given schemes. */
export const url = (schemes: string[], options: Pick<TextOptions, 'secret'> = {}) =>
  Type.String({
    format: 'url',
    pattern: `^(${schemes.join('|')})://[^\\s/?#]+`,
    ...(options.secret ? { secret: true } : {}),
    description: `a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
  });

export const httpUrl = () => url(['http', 'https']);

/** Scheme, host and optional port, as browsers compare origins: no path, query or trailing slash. */
export const origin = () =>
  Type.String({
    format: 'url',
    pattern: '^https?://[^\\s/?#]+$',
    description: 'an origin such as https://example.com or http://localhost:8080 (no path, no trailing slash)',
  });
