import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageQueryState } from '@portal/shared/query/pageQueryState';
import type { ResourceKey } from 'i18next';
import type { RemoteServerModule } from '@portal/shared/ssr/remoteServer';
import type { LocaleCode } from '@portal/shared/i18n/locales';
import type { PageEntry } from '../../../shell/src/routing/pages.js';
import type { RemoteName } from '../delivery/remotes.js';
import type { PageStylesheet } from './document.js';
import { assertServerBundleIntegrity } from './server-bundle-integrity.js';

const require = createRequire(import.meta.url);

/** What the edge uses of the shell's renderer (shell/src/ssr/entry.tsx, built by shell/rspack.server.js). */
export interface ShellRenderer {
  installServerRuntime(transport: (path: string, query: Record<string, string>) => Promise<unknown>): void;
  createQueryClient(): QueryClient;
  prefetchShell(client: QueryClient, locale: LocaleCode): Promise<void>;
  renderPage(request: {
    url: string;
    locale: LocaleCode;
    messages: Record<string, ResourceKey>;
    modules: ReadonlyMap<string, ComponentType<Record<string, unknown>>>;
    queryClient: QueryClient;
    pages: readonly PageEntry[];
    hints: { mobile?: boolean; view?: Readonly<Record<string, string>> };
    onShellReady: (stream: PipeableStream, state: () => PageQueryState) => void;
    onShellError: (error: unknown) => void;
    onError: (error: unknown) => void;
  }): Promise<void>;
}

export interface PipeableStream {
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  abort(reason?: unknown): void;
}

/** The shell's renderer, or null when the shell was built without it (then every page is rendered by the browser). */
export function loadShellRenderer(serverDir: string): ShellRenderer | null {
  const file = path.join(serverDir, 'index.js');
  return existsSync(file) ? (require(file) as ShellRenderer) : null;
}

interface LoadedRemote {
  module: RemoteServerModule;
  messages: Map<LocaleCode, Promise<ResourceKey | null>>;
}

/** One version of a remote: its dist folder (the registry's) and the version folder a page names. */
export interface RemoteBuild {
  name: RemoteName;
  dist: string;
  version: string;
}

/**
 * Remotes' server builds, by version folder. A version folder never changes, so each is loaded once; a release or
 * rollback names another folder, which the next request loads: no restart, no shell rebuild. A build that is missing
 * is remembered as absent and one that throws while loading as broken (reported once): the browser renders that
 * remote, and it never takes the edge down.
 */
export function createRemoteServers(onError: (remote: string, error: unknown) => void) {
  const loaded = new Map<string, LoadedRemote | 'broken' | null>();

  function load({ name, dist, version }: RemoteBuild): LoadedRemote | 'broken' | null {
    const file = path.join(dist, version, 'server', 'index.js');
    if (loaded.has(file)) return loaded.get(file)!;
    let result: LoadedRemote | 'broken' | null = null;
    if (existsSync(file)) {
      try {
        assertServerBundleIntegrity(dist, version);
        const exported = require(file) as { default?: RemoteServerModule };
        const module = exported.default;
        if (!module || typeof module.pages !== 'object') throw new Error('no server module exported');
        result = { module, messages: new Map() };
      } catch (error) {
        result = 'broken';
        onError(name, error);
      }
    }
    loaded.set(file, result);
    return result;
  }

  /** The remote's strings in `locale` (null when they cannot be read: the browser renders it then). */
  function messages(remote: LoadedRemote, locale: LocaleCode): Promise<ResourceKey | null> {
    let cached = remote.messages.get(locale);
    if (!cached) {
      cached = remote.module.messages(locale).then(
        (m) => m as ResourceKey,
        () => null,
      );
      remote.messages.set(locale, cached);
    }
    return cached;
  }

  const styles = new Map<string, Promise<Record<string, PageStylesheet[]>>>();

  /**
   * The stylesheets an exposed module needs before it renders (its `css.sync` in the version's mf-manifest.json),
   * with their text: the server-rendered page carries them in its head, styled before the remote's JavaScript runs.
   * A version's files never change, so each is read once.
   */
  async function stylesOf({ name, dist, version }: RemoteBuild, module: string): Promise<PageStylesheet[]> {
    const folder = path.join(dist, version);
    let byModule = styles.get(folder);
    if (!byModule) {
      byModule = readFile(path.join(folder, 'mf-manifest.json'), 'utf8').then(
        async (text) => {
          const manifest = JSON.parse(text) as {
            exposes?: Array<{ name: string; assets?: { css?: { sync?: string[] } } }>;
          };
          // A file that cannot be read is linked instead.
          const texts = new Map<string, Promise<string | null>>();
          const read = (file: string) => {
            if (!texts.has(file))
              texts.set(
                file,
                readFile(path.join(folder, file), 'utf8').catch(() => null),
              );
            return texts.get(file)!;
          };
          return Object.fromEntries(
            await Promise.all(
              (manifest.exposes ?? []).map(async (expose) => [
                expose.name,
                await Promise.all(
                  (expose.assets?.css?.sync ?? []).map(async (file) => ({
                    href: `/remotes/${name}/${version}/${file}`,
                    css: await read(file),
                  })),
                ),
              ]),
            ),
          );
        },
        () => ({}),
      );
      styles.set(folder, byModule);
    }
    return (await byModule)[module] ?? [];
  }

  return { load, messages, stylesOf };
}
