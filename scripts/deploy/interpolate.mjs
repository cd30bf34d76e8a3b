// Compose's variable interpolation (the subset the Compose spec defines), applied to every string value of the
// parsed file the way `docker compose config` does before it checks the schema.

const REFERENCE = /\$(?:(\$)|\{([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*)|(.?))/g;
const BRACED = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])(.*))?$/s;

/** KEY=VALUE lines of an env file (comments and blank lines skipped, surrounding quotes removed). */
export function parseEnvFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/**
 * Interpolates one string. `required` collects the names of ${VAR:?…} / ${VAR?…} references, `errors` the
 * messages compose would stop with (a required variable unset, a malformed reference).
 */
export function interpolateString(value, env, { required, errors }) {
  return value.replace(REFERENCE, (whole, dollar, braced, bare) => {
    if (dollar) return '$';
    if (bare) return env[bare] ?? '';
    if (braced === undefined) {
      errors.push(`invalid interpolation "${whole}" in "${value}" (write $$ for a literal $)`);
      return whole;
    }
    const match = BRACED.exec(braced);
    if (!match) {
      errors.push(`invalid interpolation "${whole}" in "${value}"`);
      return whole;
    }
    const [, name, operator, argument = ''] = match;
    const current = env[name];
    const unset = current === undefined;
    const empty = unset || current === '';
    switch (operator) {
      case undefined:
        return current ?? '';
      case ':-':
        return empty ? argument : current;
      case '-':
        return unset ? argument : current;
      case ':?':
      case '?':
        required.add(name);
        if (operator === ':?' ? empty : unset) errors.push(`required variable ${name} is not set: ${argument}`);
        return current ?? '';
      case ':+':
        return empty ? '' : argument;
      case '+':
        return unset ? '' : argument;
    }
    return whole;
  });
}

/** Interpolates every string value (not keys) of a parsed Compose document. */
export function interpolate(document, env) {
  const required = new Set();
  const errors = [];
  const walk = (node) => {
    if (typeof node === 'string') return interpolateString(node, env, { required, errors });
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    return node;
  };
  return { document: walk(document), required, errors };
}
