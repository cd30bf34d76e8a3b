// The strings a remote's build ships, recorded in its portal-manifest.json `strings` so that a release can refuse a
// version that would show raw keys in some locale. The bundle loads src/locales/<code>.json (one lazy chunk per
// file, `import(`./locales/${locale}.json`)` in the remote's i18n.ts, its server build's messages()), so those
// files are what the browser and the edge get. Recorded compactly: every key any file has, and per file the ones
// it lacks; plus the keys the code passes literally to t(), which must exist too.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { sourceFiles } = require('./needs.cjs');

function flatKeys(messages, prefix = '') {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys passed to t() as a literal (`t('list.title')`); a key built at run time is covered by the English file. */
function usedKeys(files) {
  const used = new Set();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]);
  return [...used].sort();
}

/**
 * @param {string} appDir the remote's folder
 * @returns {{ keys: string[], absent: Record<string, string[]>, used: string[] }}
 */
function stringsOf(appDir) {
  const dir = path.join(appDir, 'src', 'locales');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  const keysByLocale = Object.fromEntries(
    files.map((name) => [name.slice(0, -5), new Set(flatKeys(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))))]),
  );
  const keys = [...new Set(Object.values(keysByLocale).flatMap((set) => [...set]))].sort();
  const absent = Object.fromEntries(
    Object.keys(keysByLocale)
      .sort()
      .map((locale) => [locale, keys.filter((key) => !keysByLocale[locale].has(key))]),
  );
  return { keys, absent, used: usedKeys(sourceFiles(path.join(appDir, 'src'))) };
}

module.exports = { stringsOf };
