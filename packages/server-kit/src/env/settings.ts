import type { Static, TObject, TSchema } from 'typebox';
import { Memory } from 'typebox/system';
import { readEnv } from './read-env.js';

/**
 * Settings declared once. A server's settings are one TypeBox object schema shaped like its configuration (nested
 * objects for groups); each leaf is a `setting`: the environment variable it is read from, its kind (type, default
 * and what a valid value looks like, env/variables.ts) and one line saying what it is. The configuration's type is
 * `Static<>` of that schema, `readSettings` reads and checks it, and `settingsOf` lists it (the documentation test
 * holds docs/configuration.md to it).
 */

/** What `setting` adds to its kind's schema. */
interface SettingKeywords {
  /** The environment variable. */
  env: string;
  /** What the setting is, in one line. */
  doc: string;
}

/** One setting: the environment variable `env`, of kind `kind`, which is `doc`. */
export const setting = <Kind extends TSchema>(env: string, kind: Kind, doc: string): Kind =>
  // A copy that keeps TypeBox's hidden modifiers (Optional): a spread would drop them.
  Memory.Update(kind, {}, { env, doc }) as Kind;

/** A setting as listed: where it sits in the configuration, its variable, its line, its default if any. */
export interface SettingEntry extends SettingKeywords {
  path: string[];
  default?: unknown;
  schema: TSchema;
}

const isSetting = (schema: TSchema): schema is TSchema & SettingKeywords =>
  typeof (schema as Partial<SettingKeywords>).env === 'string';

/** Every setting of `schema`, in declaration order. */
export function settingsOf(schema: TObject, at: string[] = []): SettingEntry[] {
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const path = [...at, key];
    if (isSetting(property)) {
      const { env, doc, default: fallback } = property as TSchema & SettingKeywords & { default?: unknown };
      return [{ path, env, doc, schema: property, ...(fallback === undefined ? {} : { default: fallback }) }];
    }
    if ((property as { type?: unknown }).type === 'object') return settingsOf(property as TObject, path);
    throw new Error(`${path.join('.')} is neither a setting nor a group of settings`);
  });
}

/**
 * Reads the settings of `schema` from the environment (readEnv: defaults, conversion, and every invalid variable
 * named at once in a ConfigError) into an object of the schema's shape; an unset setting without a default is
 * present as undefined.
 */
export function readSettings<Settings extends TObject>(schema: Settings, env: NodeJS.ProcessEnv): Static<Settings> {
  const entries = settingsOf(schema);
  const values: Record<string, unknown> = readEnv(
    Object.fromEntries(entries.map((entry) => [entry.env, entry.schema])),
    env,
  );
  const settings: Record<string, unknown> = {};
  for (const { path, env: name } of entries) {
    let group = settings;
    for (const key of path.slice(0, -1)) group = (group[key] ??= {}) as Record<string, unknown>;
    group[path.at(-1)!] = values[name];
  }
  return settings as Static<Settings>;
}
