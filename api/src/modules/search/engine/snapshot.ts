import { createHash } from 'node:crypto';
import { readObject, type ObjectStore } from '@portal/object-store';
import { CompactPart, type PartArrays } from './compact-part.js';

/** The object naming the latest snapshot (JSON: its key, the change number it covers, when it was built). */
export const LATEST_KEY = 'search/latest';
/**
 * 2: word ids in `fieldWords` packed at the vocabulary's width, fields' languages as indexes into `languageSets` (1: two
 * or four bytes a word, four a field's languages).
 */
export const SNAPSHOT_FORMAT = 2;

type ArrayName = Exclude<keyof PartArrays, 'languages' | 'words' | 'trigramKeys' | 'gramKeys'>;
const ARRAYS: ArrayName[] = [
  'wordLanguages',
  'trigramStarts',
  'trigramWords',
  'games',
  'gameFields',
  'categoryStarts',
  'categories',
  'tagStarts',
  'tags',
  'fieldKinds',
  'fieldLanguages',
  'languageSets',
  'fieldWordStarts',
  'fieldWords',
  'postingStarts',
  'postings',
  'gramStarts',
  'grams',
  'caseMasks',
  'irregularFields',
  'irregularStarts',
  'irregularBytes',
];
const TYPES = { 1: Uint8Array, 2: Uint16Array, 4: Uint32Array } as const;

/** What a snapshot says besides its arrays. */
export interface SnapshotInfo {
  /** Every change of `search_changes` up to this number is in it. */
  change: number;
  /** When the texts were read (ISO time): the change log forgets entries after a day. */
  builtAt: string;
}

/**
 * A part as bytes: 8 bytes of header length, a JSON header (the word and key lists, each array's element size and
 * length), then the arrays, each at a multiple of 4 bytes so that reading views them in place.
 */
export function encodeSnapshot(part: CompactPart, info: SnapshotInfo): Buffer[] {
  const { arrays } = part;
  const blobs: Buffer[] = [];
  const layout = ARRAYS.map((name) => {
    const array = arrays[name];
    blobs.push(Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    const padding = (4 - (array.byteLength % 4)) % 4;
    if (padding) blobs.push(Buffer.alloc(padding));
    return [array.BYTES_PER_ELEMENT, array.length];
  });
  const head = Buffer.from(
    JSON.stringify({
      format: SNAPSHOT_FORMAT,
      ...info,
      languages: arrays.languages,
      words: arrays.words.join('\n'),
      trigramKeys: arrays.trigramKeys.join('\n'),
      gramKeys: arrays.gramKeys.join('\n'),
      layout,
    }),
  );
  const size = Buffer.alloc(8);
  size.writeUInt32LE(head.length);
  return [size, head, Buffer.alloc((4 - ((8 + head.length) % 4)) % 4), ...blobs];
}

/** Reads what `encodeSnapshot` wrote: the arrays are views of `data` (no copy; `data` must start 4-byte aligned). */
export function decodeSnapshot(data: Buffer): { part: CompactPart; info: SnapshotInfo } {
  if (data.byteOffset % 4 !== 0) data = Buffer.from(data);
  const headLength = data.readUInt32LE(0);
  const header = JSON.parse(data.toString('utf8', 8, 8 + headLength)) as SnapshotInfo & {
    format: number;
    languages: string[];
    words: string;
    trigramKeys: string;
    gramKeys: string;
    layout: Array<[1 | 2 | 4, number]>;
  };
  if (header.format !== SNAPSHOT_FORMAT) {
    throw new Error(`Search snapshot format ${header.format}, not ${SNAPSHOT_FORMAT}`);
  }
  let at = 8 + headLength;
  at += (4 - (at % 4)) % 4;
  const arrays: Record<string, unknown> = {};
  ARRAYS.forEach((name, i) => {
    const [bytes, length] = header.layout[i]!;
    arrays[name] = new TYPES[bytes](data.buffer as ArrayBuffer, data.byteOffset + at, length);
    at += bytes * length;
    at += (4 - (at % 4)) % 4;
  });
  const split = (text: string) => (text ? text.split('\n') : []);
  return {
    part: new CompactPart({
      ...(arrays as Pick<PartArrays, ArrayName>),
      languages: header.languages,
      words: split(header.words),
      trigramKeys: split(header.trigramKeys),
      gramKeys: split(header.gramKeys),
    }),
    info: { change: header.change, builtAt: header.builtAt },
  };
}

/** Stores a snapshot under a name made of its bytes' hash, then points LATEST_KEY at it; returns its key. */
export async function writeSnapshot(store: ObjectStore, part: CompactPart, info: SnapshotInfo): Promise<string> {
  const blobs = encodeSnapshot(part, info);
  const hash = createHash('sha256');
  for (const blob of blobs) hash.update(blob);
  const key = `search/snapshots/${hash.digest('hex').slice(0, 32)}.bin`;
  await store.put(key, Buffer.concat(blobs), { contentType: 'application/octet-stream' });
  await store.put(LATEST_KEY, JSON.stringify({ key, ...info }), { contentType: 'application/json' });
  return key;
}

/** The latest snapshot, or null when none was written (a new deployment, tests, PGlite). */
export async function readLatestSnapshot(
  store: ObjectStore,
): Promise<{ part: CompactPart; info: SnapshotInfo; key: string } | null> {
  const pointer = await readObject(store, LATEST_KEY);
  if (!pointer) return null;
  const { key } = JSON.parse(pointer.toString('utf8')) as { key: string };
  const object = await store.get(key);
  if (!object) return null;
  // One buffer of the object's size, filled as it streams in: no second copy of a snapshot of hundreds of MB.
  const data = Buffer.alloc(object.size);
  let filled = 0;
  for await (const chunk of object.body) filled += (chunk as Buffer).copy(data, filled);
  if (filled !== object.size) throw new Error(`Search snapshot ${key}: read ${filled} of ${object.size} bytes`);
  return { ...decodeSnapshot(data), key };
}
