import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes } from '@portal/shared/federation/remote-manifest';

/**
 * Each remote's standalone harness (src/harness.tsx) mounts its own manifest and passes a component for every page
 * and box the manifest names: the harness reads its routes from there, so a page added to the manifest without its
 * component would only fail once someone opened the harness.
 */
const ROOT = path.resolve(__dirname, '..');
const folders = JSON.parse(readFileSync(path.join(ROOT, 'portal.remotes.json'), 'utf8')) as Record<string, string>;

const mountHarness = jest.fn();
jest.mock('@portal/shared/dev/harness', () => ({ mountHarness: (...args: unknown[]) => mountHarness(...args) }));

describe.each(Object.entries(folders))('%s harness', (_name, folder) => {
  it("mounts the remote's manifest with a component for every module it names", async () => {
    mountHarness.mockClear();
    await jest.isolateModulesAsync(() => import(`../${folder}/src/harness`));
    const [manifest, modules] = mountHarness.mock.calls[0] as [unknown, Record<string, unknown>];
    expect(manifest).toEqual(JSON.parse(readFileSync(path.join(ROOT, folder, 'src', 'portal-manifest.json'), 'utf8')));
    const declared = asRemoteRoutes(manifest)!;
    const named = [...declared.pages, ...Object.values(declared.overlays)].map((entry) => entry.module);
    expect(named.filter((module) => !modules[module])).toEqual([]);
  });
});
