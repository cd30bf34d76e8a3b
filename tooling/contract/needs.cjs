// What a remote's build needs from the shell (recorded in its portal-manifest.json, checked by `npm run release`
// and by the shell before it mounts a version): the shared singletons' ranges from its package.json, and the names
// its browser code imports from @portal/shared and react-router.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Packages whose imported names are checked against what the shell's copy exports. */
const CHECKED_IMPORTS = ['@portal/shared', 'react-router'];
/** Code the shell never runs: tests, the standalone harness, the server build's entry. */
const NOT_IN_BROWSER = /(\.test\.tsx?|\/harness\.tsx|\/server\.ts|\/test\/.*)$/;

/** The browser code of an app: what its links and its strings are read from too. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_IN_BROWSER.test(full.split(path.sep).join('/')) ? [full] : [];
  });
}

/** Value names imported from each checked package (`import { a, type B, c as d } from 'pkg'` → a, c). */
function importedNames(files) {
  const found = Object.fromEntries(CHECKED_IMPORTS.map((name) => [name, new Set()]));
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      const [, typeOnly, list, from] = match;
      if (typeOnly || !found[from]) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) found[from].add(name);
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, names]) => [name, [...names].sort()]));
}

/**
 * @param {string} appDir the remote's folder
 * @param {string[]} singletons the shared singletons (rspack.shared.js)
 */
function needsOf(appDir, singletons) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return {
    shared: Object.fromEntries(singletons.map((name) => [name, pkg.dependencies[name]])),
    imports: importedNames(sourceFiles(path.join(appDir, 'src'))),
  };
}

module.exports = { needsOf, sourceFiles, CHECKED_IMPORTS };
