import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import { ROUTER_EXPORTS } from '../tooling/rspack/router-exports.js';

const ROOT = path.resolve(__dirname, '..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  'mfe-games/src',
  'mfe-account/src',
  'mfe-blog/src',
  'mfe-upload/src',
  'mfe-studio/src',
];

/** The shell's server renderer uses node_modules' whole react-router, not the browsers' shared one. */
const SERVER_ONLY = path.join(ROOT, 'shell/src/ssr');

function sourceFiles(dir: string): string[] {
  if (dir === SERVER_ONLY) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from 'react-router' by the apps' source. */
function importedRouterValues(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) found.set(name, path.relative(ROOT, file));
      }
    }
  }
  return found;
}

describe('the shared, tree-shaken react-router', () => {
  it('lists every react-router export the apps import', () => {
    const missing = [...importedRouterValues()]
      .filter(([name]) => !ROUTER_EXPORTS.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only names react-router really exports', () => {
    expect(ROUTER_EXPORTS.filter((name) => !(name in reactRouter))).toEqual([]);
  });
});
