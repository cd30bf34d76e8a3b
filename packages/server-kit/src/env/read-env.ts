import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import Value from 'typebox/value';

/** A reason the process cannot start that its operator must fix: the message says what and how. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Settings that cannot be used. Each problem names its variable and what it should be. */
export class ConfigError extends StartupError {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration; fix these environment variables and start again:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Environment values are text; a number or a flag is converted only when the whole text is one, so "1.5", "1e3" or
 * "0x10" stay text and fail an integer schema instead of being read as something else.
 */
function fromText(schema: TSchema, text: string): unknown {
  const type = (schema as { type?: unknown }).type;
  if (type === 'integer' && /^-?\d+$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** What variables/kinds put on a schema besides JSON Schema's own keywords. */
interface Described {
  description?: string;
  secret?: boolean;
}

const shown = (schema: Described, text: string) => (schema.secret ? '(secret, not shown)' : JSON.stringify(text));

/**
 * Reads the variables a schema names from the environment: an unset or empty variable takes the schema's default,
 * surrounding white space is ignored, and every invalid value is reported at once (ConfigError) instead of falling
 * back silently to the default.
 */
export function readEnv<Properties extends TProperties>(
  properties: Properties,
  env: NodeJS.ProcessEnv,
): Static<TObject<Properties>> {
  const schema = Type.Object(properties);
  const raw: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const text = env[name]?.trim();
    if (!text) continue;
    raw[name] = text;
    values[name] = fromText(property, text);
  }
  const settings = Value.Default(schema, values);
  const problems = new Map<string, string>();
  for (const error of Value.Errors(schema, settings)) {
    // A required variable without a default that is missing is reported on the object, naming it in params.
    const names = error.instancePath
      ? [error.instancePath.split('/')[1]!]
      : ((error.params as { requiredProperties?: string[] }).requiredProperties ?? []);
    for (const name of names) {
      const property: Described = properties[name]!;
      const value = name in raw ? `=${shown(property, raw[name]!)}` : ' is not set';
      problems.set(name, `${name}${value}: expected ${property.description ?? 'a valid value'}`);
    }
  }
  if (problems.size > 0) throw new ConfigError([...problems.values()]);
  return settings as Static<TObject<Properties>>;
}

/** For a process's entry point: a configuration mistake or another StartupError ends it with the message alone (it is not a crash). */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/** Loads settings at a process's start, or ends the process naming what is wrong (exitOnConfigError). */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    return exitOnConfigError(error);
  }
}
