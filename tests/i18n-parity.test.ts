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
/** i18next's plural keys: `key_one`, `key_other`, … (the forms of Intl.PluralRules). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '_#plural');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(Object.entries(namespaces))('messages of namespace %s', (_ns, dir) => {
  const load = (code: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Messages);
  const english = load('en');

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
      const messages = load(code);
      const want = new Set([...english.keys()].map(pluralBase));
      const have = new Set([...messages.keys()].map(pluralBase));
      const missing = [...want].filter((k) => !have.has(k));
      const extra = [...have].filter((k) => !want.has(k));
      const empty = [...messages].filter(([, v]) => v.trim() === '').map(([k]) => k);
      const wrongPlaceholders = [...messages]
        .filter(([k, v]) => {
          const reference = english.get(k) ?? english.get(k.replace(PLURAL_SUFFIX, '_other'));
          if (reference === undefined) return false;
          // A plural form may leave the number out ("one notification"); "other" never does.
          const exact = !PLURAL_SUFFIX.test(k) || k.endsWith('_other');
          const used = placeholders(v);
          return exact ? used.join() !== placeholders(reference).join() : used.some((p) => !reference.includes(p));
        })
        .map(([k]) => k);
      expect({ missing, extra, empty, wrongPlaceholders }).toEqual({
        missing: [],
        extra: [],
        empty: [],
        wrongPlaceholders: [],
      });
    },
  );

  it.each(LOCALE_CODES)("%s has exactly the plural forms its language uses (i18next's _one, _few, …)", (code) => {
    const messages = load(code);
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const forms = new Map<string, string[]>();
    for (const key of messages.keys()) {
      const form = PLURAL_SUFFIX.exec(key)?.[1];
      if (form) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), form]);
    }
    const wrong = [...forms]
      .filter(
        // "zero" is optional everywhere: i18next uses it for a count of 0 when it exists.
        ([, have]) =>
          needed.some((form) => !have.includes(form)) || have.some((form) => form !== 'zero' && !needed.includes(form)),
      )
      .map(([key, have]) => `${key}: ${have.join(',')}`);
    expect(wrong).toEqual([]);
  });
});
