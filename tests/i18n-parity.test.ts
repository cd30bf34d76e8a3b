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
      const missing = [...english.keys()].filter((k) => !messages.has(k));
      const extra = [...messages.keys()].filter((k) => !english.has(k));
      const empty = [...messages].filter(([, v]) => v.trim() === '').map(([k]) => k);
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
});
