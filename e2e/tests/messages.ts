import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** Where each app keeps its 18 message files. */
const MESSAGE_DIRS = {
  shell: 'shell/locales',
  games: 'mfe-games/src/locales',
  account: 'mfe-account/src/locales',
  blog: 'mfe-blog/src/locales',
  upload: 'mfe-upload/src/locales',
  studio: 'mfe-studio/src/locales',
} as const;

/**
 * An app's message of a locale by its dotted key, as the page shows it, so that a spec finds controls by their
 * accessible names in any language (interpolations are not filled: use keys without them).
 */
export function messagesOf(app: keyof typeof MESSAGE_DIRS, locale: string): (key: string) => string {
  const messages = JSON.parse(readFileSync(path.join(root, MESSAGE_DIRS[app], `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`No message ${app}:${key} in ${locale}`);
    return value;
  };
}
