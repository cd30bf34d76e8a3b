/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';

/**
 * Each remote's src/portal-manifest.json (its pages and overlay boxes) against what it ships: every entry passes the
 * shell's rules (none is silently dropped), names a module the remote exposes, and every box's title exists in the
 * remote's own strings in every locale.
 */
const ROOT = path.resolve(__dirname, '..');
const folders = JSON.parse(readFileSync(path.join(ROOT, 'portal.remotes.json'), 'utf8')) as Record<string, string>;

const readJson = (...parts: string[]) => JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8')) as unknown;

/** The modules a remote's rspack.config.js exposes ("./GamePage": … → GamePage), read from its source. */
function exposed(folder: string): string[] {
  const source = readFileSync(path.join(ROOT, folder, 'rspack.config.js'), 'utf8');
  return [...source.matchAll(/'\.\/(\w+)':\s*'\.\/src\//g)].map((match) => match[1]!);
}

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe.each(Object.entries(folders))('%s remote manifest', (name, folder) => {
  const raw = readJson(folder, 'src', 'portal-manifest.json') as { pages: unknown[]; overlays: object };
  const routes = asRemoteRoutes(raw)!;

  it('is a manifest the shell keeps whole', () => {
    expect(routes).not.toBeNull();
    expect(routes.pages).toHaveLength(raw.pages.length);
    expect(Object.keys(routes.overlays)).toEqual(Object.keys(raw.overlays));
  });

  it('names only modules the remote exposes', () => {
    const modules = exposed(folder);
    expect(modules.length).toBeGreaterThan(0);
    for (const page of routes.pages) expect(modules).toContain(page.module);
    for (const box of Object.values(routes.overlays)) expect(modules).toContain(box.module);
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
