/**
 * Test support: small zip archives built in memory (local headers, central directory, end record), stored or
 * deflated, so archive reading is tested against real zip bytes.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
  /** 0 stored (default), 8 deflated. */
  method?: 0 | 8;
}

interface SharedFields {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
}

/** A local header and its central directory record hold these in the same layout, from `at` on. */
function writeSharedFields(header: Buffer, at: number, { method, crc, compressed, size, nameLength }: SharedFields) {
  header.writeUInt16LE(0x800, at); // UTF-8 names
  header.writeUInt16LE(method, at + 2);
  header.writeUInt32LE(crc, at + 8);
  header.writeUInt32LE(compressed, at + 12);
  header.writeUInt32LE(size, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
}

export function zipBytes(entries: ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data);
    const method = entry.method ?? 0;
    const body = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name, 'utf8');
    const shared = { method, crc: crc32(raw), compressed: body.length, size: raw.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeSharedFields(local, 6, shared);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeSharedFields(central, 8, shared);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end]));
}

/** The first bytes of a real PNG: enough for every signature check. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
