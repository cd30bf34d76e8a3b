// Counts missing translations per locale across everything the portal ships: the UI messages of the shell and each
// remote, the catalogue (categories, tags), every seed game (its page texts and its in-game strings), the SEO texts
// and the blog (category names, post titles and excerpts, and the full text in the languages every post must have).
// `npm run translations` (node --import tsx, for the TypeScript locale list) prints the table and exits 1 above zero;
// tests/translations.test.ts runs it in `npm test`.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
// The one list of the portal's locales, @portal/shared's.
const { LOCALE_CODES: LOCALES } = require('@portal/shared/i18n/locales');
/** Languages in which every blog post has its whole text; in the others a post shows its English text with a note. */
const BLOG_BODY_LOCALES = ['en', 'zh-CN', 'ja', 'fr', 'de', 'es'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const filled = (value) => typeof value === 'string' && value.trim() !== '';
const listDir = (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []);

function flatten(messages, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, full, out);
    else out.set(full, value);
  }
  return out;
}

/** The I18N object literal of a game's i18n.js (from `const I18N = {` to the first line that is `};`). */
function gameStrings(file) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('const I18N = {');
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no "const I18N = { … };" block`);
  return vm.runInNewContext(`(${source.slice(start + 'const I18N = '.length, end + 2)})`, {}, { timeout: 1000 });
}

/** i18next's plural suffixes; which of them a language needs is CLDR's (Intl.PluralRules). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (code) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

/**
 * Every text that should exist in every locale, as [area, key, (locale) => present?]. English is the reference:
 * a key English lacks is not counted, a key English has and a locale lacks is.
 */
function* expectations(root) {
  const namespaces = {
    common: 'shell/locales',
    games: 'mfe-games/src/locales',
    account: 'mfe-account/src/locales',
    blog: 'mfe-blog/src/locales',
    upload: 'mfe-upload/src/locales',
    studio: 'mfe-studio/src/locales',
  };
  for (const [ns, dir] of Object.entries(namespaces)) {
    const load = (code) => {
      const file = path.join(root, dir, `${code}.json`);
      return existsSync(file) ? flatten(readJson(file)) : new Map();
    };
    const byLocale = Object.fromEntries(LOCALES.map((code) => [code, load(code)]));
    for (const key of byLocale.en.keys()) {
      const plural = PLURAL_SUFFIX.exec(key);
      // A plural form exists only in the languages that have it ("_few" in Russian, none but "_other" in Japanese).
      if (plural)
        yield [
          'ui',
          `${ns}:${key}`,
          (code) => !pluralCategories(code).includes(plural[1]) || filled(byLocale[code].get(key)),
        ];
      else yield ['ui', `${ns}:${key}`, (code) => filled(byLocale[code].get(key))];
    }
    // Forms English lacks ("_few", "_many"): expected wherever the language has them.
    const families = new Set(
      [...byLocale.en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
    );
    for (const family of families)
      for (const form of ['zero', 'two', 'few', 'many'])
        yield [
          'ui',
          `${ns}:${family}_${form}`,
          (code) => !pluralCategories(code).includes(form) || filled(byLocale[code].get(`${family}_${form}`)),
        ];
  }

  const seed = path.join(root, 'api', 'seed');
  for (const file of ['categories.json', 'tags.json']) {
    for (const entry of readJson(path.join(seed, 'catalogue', file))) {
      yield ['catalogue', `${file}:${entry.slug}`, (code) => filled(entry.i18n?.[code]?.name)];
    }
  }

  for (const file of listDir(path.join(seed, 'game-meta')).filter((f) => f.endsWith('.json'))) {
    const game = readJson(path.join(seed, 'game-meta', file));
    for (const field of ['title', 'description', 'instructions']) {
      yield ['game pages', `${game.slug}.${field}`, (code) => filled(game.i18n?.[code]?.[field])];
    }
    const stringsFile = path.join(seed, 'games', game.slug, 'i18n.js');
    const strings = existsSync(stringsFile) ? gameStrings(stringsFile) : { en: { '(i18n.js)': 'missing' } };
    for (const key of Object.keys(strings.en ?? {})) {
      yield ['in-game', `${game.slug}:${key}`, (code) => filled(strings[code]?.[key])];
    }
  }

  const seoEn = readJson(path.join(seed, 'seo', 'en.json'));
  const seo = Object.fromEntries(
    LOCALES.map((code) => [
      code,
      existsSync(path.join(seed, 'seo', `${code}.json`)) ? readJson(path.join(seed, 'seo', `${code}.json`)) : {},
    ]),
  );
  for (const [page, fields] of Object.entries(seoEn)) {
    for (const field of Object.keys(fields))
      yield ['seo', `${page}.${field}`, (code) => filled(seo[code][page]?.[field])];
  }

  for (const category of readJson(path.join(seed, 'blog', 'categories.json'))) {
    yield ['blog', `category:${category.slug}`, (code) => filled(category.i18n?.[code]?.name)];
  }
  const authorsFile = path.join(seed, 'blog', 'authors.json');
  for (const [author, names] of Object.entries(existsSync(authorsFile) ? readJson(authorsFile) : {})) {
    yield ['blog', `author:${author}`, (code) => filled(names[code])];
  }
  for (const slug of listDir(path.join(seed, 'blog', 'posts'))) {
    const folder = path.join(seed, 'blog', 'posts', slug);
    const meta = readJson(path.join(folder, 'meta.json'));
    for (const field of ['title', 'excerpt'])
      yield ['blog', `${slug}.${field}`, (code) => filled(meta.i18n?.[code]?.[field])];
    const hasBody = (code) =>
      existsSync(path.join(folder, `${code}.md`)) &&
      readFileSync(path.join(folder, `${code}.md`), 'utf8').trim() !== '';
    yield ['blog', `${slug}.body`, (code) => !BLOG_BODY_LOCALES.includes(code) || hasBody(code)];
  }
}

/** { counts: { [locale]: number }, missing: { [locale]: string[] } }, English included (it must be complete too). */
function countMissingTranslations(root = path.resolve(__dirname, '..')) {
  const counts = Object.fromEntries(LOCALES.map((code) => [code, 0]));
  const missing = Object.fromEntries(LOCALES.map((code) => [code, []]));
  let total = 0;
  for (const [area, key, present] of expectations(root)) {
    total += 1;
    for (const code of LOCALES) {
      if (present(code)) continue;
      counts[code] += 1;
      missing[code].push(`${area} ${key}`);
    }
  }
  return { total, counts, missing };
}

module.exports = { LOCALES, BLOG_BODY_LOCALES, countMissingTranslations };

if (require.main === module) {
  const { total, counts, missing } = countMissingTranslations();
  console.log(`${total} texts checked in ${LOCALES.length} locales`);
  for (const code of LOCALES) {
    console.log(
      `${code.padEnd(6)} ${String(counts[code]).padStart(5)} missing${counts[code] ? `: ${missing[code].slice(0, 5).join(', ')}${counts[code] > 5 ? ', …' : ''}` : ''}`,
    );
  }
  process.exit(Object.values(counts).some((n) => n > 0) ? 1 : 0);
}
