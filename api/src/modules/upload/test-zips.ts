// Archives for tests, built on the fly: well-formed ones with yazl, hostile ones byte by byte (yazl refuses to
// write unsafe names, encryption flags or lying sizes, which is exactly what these must contain).
import { deflateRawSync, crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import yazl from 'yazl';

export interface ZipFileSpec {
  name: string;
  data: string | Buffer;
  /** Unix mode, e.g. 0o120777 for a symlink (its data is then the link target). */
  mode?: number;
  compress?: boolean;
}

/** A regular archive written by yazl. */
export async function buildZip(files: ZipFileSpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addBuffer(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data), file.name, {
      mode: file.mode,
      compress: file.compress ?? true,
      mtime: new Date('2024-01-01T00:00:00Z'),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface RawEntry {
  /** Written as is (UTF-8), so it may hold `..`, a leading slash or backslashes. */
  name: string;
  data?: Buffer | string;
  /** 0 stored (default) or 8 deflate; anything else is written as given. */
  method?: number;
  /** General purpose flags; bit 0 marks the entry encrypted. */
  flags?: number;
  externalAttributes?: number;
  /** Compressed bytes written as they are (e.g. garbage that does not inflate), instead of data's encoding. */
  rawBody?: Buffer;
  /** Lie about sizes or checksum in both headers. */
  declaredSize?: number;
  declaredCompressedSize?: number;
  crc?: number;
}

interface EntryFields {
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory record share, in the same order from `at`: flags, method,
 * time and date (fixed), CRC-32, compressed and real size, name length.
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(fields.flags, at);
  header.writeUInt16LE(fields.method, at + 2);
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(0x21, at + 6);
  header.writeUInt32LE(fields.crc >>> 0, at + 8);
  header.writeUInt32LE(fields.compressed, at + 12);
  header.writeUInt32LE(fields.size, at + 16);
  header.writeUInt16LE(fields.nameLength, at + 20);
}

/** A zip assembled byte by byte: local headers and data, central directory, end record. */
export function craftZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '');
    const method = entry.method ?? 0;
    const body = entry.rawBody ?? (method === 8 ? deflateRawSync(raw) : raw);
    const flags = (entry.flags ?? 0) | 0x800;
    const crc = entry.crc ?? crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const compressed = entry.declaredCompressedSize ?? body.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const fields = { flags, method, crc, compressed, size, nameLength: name.length };
    writeEntryFields(local, 6, fields);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 8, fields);
    central.writeUInt32LE((entry.externalAttributes ?? 0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const INDEX_HTML =
  '<!doctype html><html><head><title>game</title></head><body><canvas></canvas><script src="game.js"></script></body></html>';

/** A small valid game: index.html, a script and a PNG thumbnail. */
export const minimalGame = (script = 'console.log("hi")') =>
  buildZip([
    { name: 'index.html', data: INDEX_HTML },
    { name: 'game.js', data: script },
    { name: 'img/cover.png', data: PNG_1PX },
  ]);

/** A 1×1 transparent PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
