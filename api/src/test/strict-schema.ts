/** JSON Schema checks of answers against the contract: strict validation, and keys a serialiser would drop. */
import { Ajv } from 'ajv';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const isObjectSchema = (schema: JsonSchema) =>
  schema.properties !== undefined || schema.patternProperties !== undefined || [schema.type].flat().includes('object');

/** A copy of `schema` in which no object allows a property it does not declare. */
export function strict(schema: unknown): JsonSchema {
  const visit = (node: JsonSchema): JsonSchema => {
    const copy: JsonSchema = { ...node };
    if (isObjectSchema(copy) && copy.additionalProperties === undefined) copy.additionalProperties = false;
    if (copy.properties)
      copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, visit(value)]));
    if (copy.patternProperties)
      copy.patternProperties = Object.fromEntries(
        Object.entries(copy.patternProperties).map(([key, value]) => [key, visit(value)]),
      );
    if (typeof copy.additionalProperties === 'object') copy.additionalProperties = visit(copy.additionalProperties);
    if (copy.items) copy.items = visit(copy.items);
    for (const list of ['anyOf', 'oneOf', 'allOf'] as const) if (copy[list]) copy[list] = copy[list].map(visit);
    return copy;
  };
  return visit(JSON.parse(JSON.stringify(schema)) as JsonSchema);
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** The ways `value` breaks the strict form of `schema` ([] when it conforms). */
export function strictErrors(schema: unknown, value: unknown): string[] {
  const validate = ajv.compile(strict(schema));
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

/**
 * The paths of the values in `value` that serialising with `schema` would drop silently: object keys the schema
 * does not declare (fast-json-stringify writes declared properties only).
 */
export function undeclaredKeys(schema: JsonSchema, value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const found = branches.map((branch) => undeclaredKeys(branch, value, path));
    return found.some((keys) => keys.length === 0) ? [] : (found[0] ?? []);
  }
  if (Array.isArray(value))
    return schema.items ? value.flatMap((item, index) => undeclaredKeys(schema.items!, item, `${path}/${index}`)) : [];
  if (!isObjectSchema(schema)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (item === undefined) return [];
    const declared =
      schema.properties?.[key] ??
      Object.entries(schema.patternProperties ?? {}).find(([pattern]) => new RegExp(pattern, 'u').test(key))?.[1] ??
      (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (declared) return undeclaredKeys(declared, item, `${path}/${key}`);
    return schema.additionalProperties === true ? [] : [`${path}/${key}`];
  });
}
