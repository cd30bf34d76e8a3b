import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@portal/shared';

type Messages = { [key: string]: string | Messages };
const messages = JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', 'en.json'), 'utf8')) as Messages;

/** One English string of this remote by its dotted key, as the tests expect to see it. */
export function english(key: string): string {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  if (typeof value !== 'string') throw new Error(`no English string ${key}`);
  return value;
}

/** Code outside React (the session's toasts) speaks through the page's shared i18n instance. */
export function initSharedI18nInEnglish(): Promise<unknown> {
  return i18n.init({
    lng: 'en',
    resources: { en: { account: messages } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}
