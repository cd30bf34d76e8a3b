import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import type { ObjectStore } from '@portal/object-store';
import { GAME_CONTENT_TYPES } from '../games-origin/content-types.js';
import { assertFileId, OutsideRootError } from './paths.js';

/**
 * Where builds live in the object store. Published versions: `games/<slug>/<version>/…` (what the games origin
 * serves, thumbnails beside them under `games/<slug>/<hash>/`). A checked upload until review ends:
 * `previews/<file id>/…` (only ever served behind a signed preview URL). A build is complete when its
 * `index.html` exists: every writer below stores that file last.
 */
export const GAMES_PREFIX = 'games/';
export const PREVIEWS_PREFIX = 'previews/';
const ENTRY = 'index.html';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSION = /^[\w-]+$/;

/** The key prefix of a game's version (`games/<slug>/<version>/`); slugs and versions never hold a slash or dots. */
export function versionPrefixOf(slug: string, version: string): string {
  if (!SLUG.test(slug) || !VERSION.test(version)) throw new OutsideRootError(GAMES_PREFIX, `${slug}/${version}`);
  return `${GAMES_PREFIX}${slug}/${version}/`;
}

/** The key prefix of an upload's checked build (`previews/<file id>/`). */
export const previewPrefixOf = (fileId: string) => `${PREVIEWS_PREFIX}${assertFileId(fileId)}/`;

/** Whether a complete build is stored under `prefix`. */
export const hasBuild = async (objects: ObjectStore, prefix: string) =>
  (await objects.head(`${prefix}${ENTRY}`)) !== null;

const contentTypeOf = (key: string) => GAME_CONTENT_TYPES[path.posix.extname(key).toLowerCase()];

/** The entry point last: a build whose index.html is stored is whole. */
const entryLast = (keys: string[]) => [...keys.filter((key) => key !== ENTRY), ...keys.filter((key) => key === ENTRY)];

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

/** Stores every file of a local folder under `prefix` (streamed, a few at a time), its index.html last. */
export async function putFolder(objects: ObjectStore, folder: string, prefix: string): Promise<void> {
  const files = entryLast(await filesUnder(folder));
  const entry = files.at(-1) === ENTRY ? files.pop() : undefined;
  await inBatches(files, (file) =>
    objects.put(`${prefix}${file}`, createReadStream(path.join(folder, ...file.split('/'))), {
      contentType: contentTypeOf(file),
    }),
  );
  if (entry)
    await objects.put(`${prefix}${entry}`, createReadStream(path.join(folder, entry)), {
      contentType: contentTypeOf(entry),
    });
}

/** Copies every object under `from` to the same names under `to`, index.html last. */
export async function copyPrefix(objects: ObjectStore, from: string, to: string): Promise<void> {
  const names: string[] = [];
  for await (const object of objects.list(from)) names.push(object.key.slice(from.length));
  const files = entryLast(names);
  const entry = files.at(-1) === ENTRY ? files.pop() : undefined;
  const copy = async (name: string) => {
    const source = await objects.get(`${from}${name}`);
    if (!source) throw new Error(`${from}${name} vanished while being copied`);
    await objects.put(`${to}${name}`, source.body, { contentType: contentTypeOf(name) });
  };
  await inBatches(files, copy);
  if (entry) await copy(entry);
}

/** Runs `work` on every item, four at a time (enough to hide S3's latency, few enough open files). */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 4) await Promise.all(items.slice(i, i + 4).map(work));
}
