/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { manifestRoutesOf } from '../tooling/pages/read.cjs';

/**
 * Each remote's routes, as its build writes them from src/pages.ts (its pages and overlay boxes): every entry passes
 * the portal's rules (none is silently dropped), and every box's title exists in the remote's own strings in every
 * locale.
 */
const ROOT = path.resolve(__dirname, '..');
const folders = JSON.parse(readFileSync(path.join(ROOT, 'portal.remotes.json'), 'utf8')) as Record<string, string>;

const readJson = (...parts: string[]) => JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8')) as unknown;

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe.each(Object.entries(folders))('%s remote manifest', (name, folder) => {
  const raw = manifestRoutesOf(path.join(ROOT, folder)) as { pages: unknown[]; overlays: object };
  const routes = asRemoteRoutes(raw)!;

  it('is a manifest the shell keeps whole', () => {
    expect(routes).toEqual(raw);
  });

  it("titles its boxes with its own strings in every locale (namespace '%s')", () => {
    for (const locale of LOCALE_CODES) {
      const messages = readJson(folder, 'src', 'locales', `${locale}.json`);
      for (const box of Object.values(routes.overlays)) {
        expect([locale, box.title, typeof lookup(messages, box.title)]).toEqual([locale, box.title, 'string']);
      }
    }
    expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
