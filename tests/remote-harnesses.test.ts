import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HarnessManifest } from '@portal/shared/dev/harness';
import { readRemotePages } from '../tooling/pages/read.cjs';

/**
 * Each remote's standalone harness (src/harness.tsx) mounts its own src/pages.ts and passes a component for every
 * page and box it names: the harness reads its routes from there, so a page added there without its component would
 * only fail once someone opened the harness.
 */
const ROOT = path.resolve(__dirname, '..');
const folders = JSON.parse(readFileSync(path.join(ROOT, 'portal.remotes.json'), 'utf8')) as Record<string, string>;

const mountHarness = jest.fn();
jest.mock('@portal/shared/dev/harness', () => ({ mountHarness: (...args: unknown[]) => mountHarness(...args) }));

describe.each(Object.entries(folders))('%s harness', (_name, folder) => {
  it("mounts the remote's manifest with a component for every module it names", async () => {
    mountHarness.mockClear();
    await jest.isolateModulesAsync(() => import(`../${folder}/src/harness`));
    const [manifest, modules] = mountHarness.mock.calls[0] as [HarnessManifest, Record<string, unknown>];
    expect(manifest).toEqual(readRemotePages(path.join(ROOT, folder)));
    const named = [...manifest.pages, ...Object.values(manifest.overlays)].map((entry) => entry.module);
    expect(named.filter((module) => !modules[module])).toEqual([]);
  });
});
