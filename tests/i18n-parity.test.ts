/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';

/** Every namespace: the shell's common messages and each remote's own. */
const root = path.resolve(__dirname, '..');
const namespaces: Record<string, string> = {
  common: path.join(root, 'shell', 'locales'),
  games: path.join(root, 'mfe-games', 'src', 'locales'),
  account: path.join(root, 'mfe-account', 'src', 'locales'),
  blog: path.join(root, 'mfe-blog', 'src', 'locales'),
  upload: path.join(root, 'mfe-upload', 'src', 'locales'),
  studio: path.join(root, 'mfe-studio', 'src', 'locales'),
};

type Messages = { [key: string]: string | Messages };
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();

/**
 * i18next's plural keys: "games_one", "games_few"… A family ("games") needs exactly the forms CLDR gives its
 * language ("one", "few", "many", "other" in Russian; "other" alone in Japanese), which is what i18next looks up.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (code: string) => [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
/** Plural families of a locale's messages, each with the forms it has. */
function pluralFamilies(messages: Map<string, string>): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const key of messages.keys()) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (!form) continue;
    const family = key.replace(PLURAL_SUFFIX, '');
    families.set(family, [...(families.get(family) ?? []), form].sort());
  }
  return families;
}
/** Keys with plural forms stand for their family: locales differ in forms, not in what they say. */
function familyKeys(messages: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  // A family's text is all its forms together, so its placeholders are those of any form ("_zero" may say none).
  for (const [key, value] of messages) {
    const family = key.replace(PLURAL_SUFFIX, '');
    out.set(family, out.has(family) ? `${out.get(family)!} ${value}` : value);
  }
  return out;
}

describe.each(Object.entries(namespaces))('messages of namespace %s', (_ns, dir) => {
  const load = (code: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Messages);
  const english = familyKeys(load('en'));

  it('has one file per locale and no other', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort(),
    ).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((c) => c !== 'en'))(
    '%s has every English key, no extra key, no empty text and the same placeholders',
    (code) => {
      const messages = familyKeys(load(code));
      const missing = [...english.keys()].filter((k) => !messages.has(k));
      const extra = [...messages.keys()].filter((k) => !english.has(k));
      const empty = [...load(code)].filter(([, v]) => v.trim() === '').map(([k]) => k);
      const wrongPlaceholders = [...english]
        .filter(([k, v]) => messages.has(k) && placeholders(v).join() !== placeholders(messages.get(k)!).join())
        .map(([k]) => k);
      expect({ missing, extra, empty, wrongPlaceholders }).toEqual({
        missing: [],
        extra: [],
        empty: [],
        wrongPlaceholders: [],
      });
    },
  );

  it.each([...LOCALE_CODES])(
    '%s: every count ({{count}}) is a plural family with exactly the forms the language needs',
    (code) => {
      const messages = load(code);
      const families = pluralFamilies(messages);
      const needed = pluralCategories(code);
      const countOutsideFamily = [...messages]
        .filter(([k, v]) => /\{\{\s*count\b/.test(v) && !PLURAL_SUFFIX.test(k))
        .map(([k]) => k);
      const wrongForms = [...families].filter(([, forms]) => forms.join() !== needed.join()).map(([k]) => k);
      expect({ countOutsideFamily, wrongForms }).toEqual({ countOutsideFamily: [], wrongForms: [] });
    },
  );

  // Arabic text around values and code in Latin script: the Latin run keeps its own order and punctuation.
  it('ar: a value that may be in another script (title, name…) is isolated, and so is a Latin run that starts with punctuation', () => {
    const messages = load('ar');
    const TEXT_VALUES =
      /\{\{\s*(title|name|tag|game|remote|reason|network|method|folder|extension|author|alias|versions?|problems)\s*\}\}/;
    // ".zip", "../", "<script …>", "_ - .": punctuation first, right after Arabic text or a space, not isolated.
    const BARE_LATIN_RUN = /(?<=[\u0600-\u06ff «(\s])[._</][!-~]*[A-Za-z_./<>-]/;
    const unisolatedValues = [...messages].filter(([, v]) => TEXT_VALUES.test(v)).map(([k]) => k);
    // <bdi> marks up a value already isolated.
    const bareLatinRuns = [...messages]
      .filter(([, v]) => BARE_LATIN_RUN.test(v.replace(/<\/?bdi>/g, '')))
      .map(([k]) => k);
    expect({ unisolatedValues, bareLatinRuns }).toEqual({ unisolatedValues: [], bareLatinRuns: [] });
  });
});
