// The release's page check. A remote's pages are its own to change (src/pages.ts), but the shell and the
// other remotes link to them: a version that stops serving a page its current version serves turns those links,
// bookmarks and search results into 404s. Such a release must name each page it drops (--drop-page <path>), and is
// told who links there, from the links every build records (tooling/contract/links.cjs).
import path from 'node:path';
import { asRemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { PORTAL_MANIFEST, readJson, SHELL_PROVIDES } from './contract-gate.mjs';
import { missingEntryFiles, readPointer, ReleaseError } from '@portal/release';
import { remoteDistDir } from './remotes.mjs';

/**
 * An app and the links its build recorded: page pattern → files linking there, relative to `folder`.
 * @typedef {{ who: string, folder: string, links?: Record<string, string[]> }} Linker
 */

/** Whether a page's pattern answers every URL a recorded link stands for (a link's ":param" is any slug). */
export function serves(page, link) {
  const want = page.split('/').filter(Boolean);
  const got = link.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

const pagesOf = (manifest) => asRemoteRoutes(manifest)?.pages.map((page) => page.path) ?? [];

/** "the shell (shell/src/layout/Header.tsx, …)" */
const describe = (linker, files) =>
  `${linker.who} (${[...new Set(files)]
    .sort()
    .map((file) => `${linker.folder}/${file}`)
    .join(', ')})`;

/** A linker's links that none of `pages` serves: [link, files][]. */
const unserved = (linker, pages) =>
  Object.entries(linker.links ?? {}).filter(([link]) => !pages.some((page) => serves(page, link)));

/**
 * A remote's current version and its portal-manifest.json, or null when it has none.
 * @typedef {(name: string) => Promise<{ version: string, manifest: any } | null>} LiveManifest
 */

/** The current versions as the release folders under REMOTES_ROOT hold them (the local builds). @returns {LiveManifest} */
export const manifestsInFolders = (folders, remotesRoot) => async (name) => {
  const distDir = remoteDistDir(folders, remotesRoot, name);
  const version = await readPointer(distDir);
  return version ? { version, manifest: await readJson(path.join(distDir, version, PORTAL_MANIFEST)) } : null;
};

/**
 * The pages the live shell and the current version of every remote but `except` serve, and the links they record.
 * `live` reads a remote's current version (by default from the folders; the release reads the deploy API's).
 * @returns {Promise<{ pages: string[], linkers: Linker[] }>}
 */
export async function livePortal({
  shellDir,
  folders,
  remotesRoot,
  except,
  live = manifestsInFolders(folders, remotesRoot),
}) {
  const provides = (await readJson(path.join(shellDir, SHELL_PROVIDES))) ?? {};
  const pages = [...(provides.pages ?? [])];
  const linkers = [{ who: 'the shell', folder: 'shell', links: provides.links }];
  for (const name of Object.keys(folders)) {
    if (name === except) continue;
    const manifest = (await live(name))?.manifest;
    if (manifest === undefined) continue;
    pages.push(...pagesOf(manifest));
    linkers.push({ who: name, folder: folders[name], links: manifest?.links });
  }
  return { pages, linkers };
}

/** Every recorded link no page serves: "the shell (shell/src/layout/Header.tsx) links to /blog". */
export function brokenLinks(linkers, pages) {
  return linkers.flatMap((linker) =>
    unserved(linker, pages).map(([link, files]) => `${describe(linker, files)} links to ${link}`),
  );
}

/**
 * Refuses a build of `remote` that no longer serves a page its current version serves, unless `dropPages` names it;
 * the message names the page and every app whose links to it nothing would serve any more.
 */
export async function checkPages({ remote, built, distDir, shellDir, folders, remotesRoot, dropPages = [], live }) {
  // Not a build at all: release() says so.
  if ((await missingEntryFiles(built)).length) return;
  const manifest = await readJson(path.join(built, PORTAL_MANIFEST));
  const currentOf =
    live ??
    (async () => {
      const version = await readPointer(distDir);
      return version ? { version, manifest: await readJson(path.join(distDir, version, PORTAL_MANIFEST)) } : null;
    });
  const currentState = await currentOf(remote);
  const current = currentState?.version ?? null;
  const before = current ? pagesOf(currentState.manifest) : [];
  const after = pagesOf(manifest);
  const dropped = before.filter((page) => !after.includes(page));
  const unknown = dropPages.filter((page) => !dropped.includes(page));
  if (unknown.length)
    throw new ReleaseError(
      `--drop-page ${unknown.join(', ')}: not a page ${remote}'s current version (${current ?? 'none'}) serves and this build drops.`,
    );

  const portal = await livePortal({ shellDir, folders, remotesRoot, except: remote, ...(live ? { live } : {}) });
  const linkers = [...portal.linkers, { who: `${remote} itself`, folder: folders[remote], links: manifest?.links }];
  const served = [...portal.pages, ...after];
  const problems = dropped
    .filter((page) => !dropPages.includes(page))
    .map((page) => {
      const linkedBy = linkers.flatMap((linker) => {
        const files = unserved(linker, served)
          .filter(([link]) => serves(page, link))
          .flatMap(([, linkFiles]) => linkFiles);
        return files.length ? [describe(linker, files)] : [];
      });
      if (!linkedBy.length) return `${page}, which its current version ${current} serves`;
      return `${page}, which ${linkedBy.join(' and ')} ${linkedBy.length === 1 ? 'links' : 'link'} to`;
    });
  if (problems.length)
    throw new ReleaseError(
      `${remote} drops ${problems.join('; ')}. Release it with --drop-page <path> for each page dropped on purpose.`,
    );
}
