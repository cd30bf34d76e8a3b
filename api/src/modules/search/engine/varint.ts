/**
 * Ascending id lists (posting lists) as the gaps between their ids, each gap a variable-length integer: seven bits a
 * byte, the high bit set on every byte but the last. Most gaps fit in one or two bytes instead of four, which is
 * what lets a million games' postings fit in a replica's memory (docs/benchmarks/search-memory.md).
 */

/** Writes one value at `at`; returns where the next goes. */
export function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  while (value >= 0x80) {
    bytes[at++] = (value & 0x7f) | 0x80;
    value = Math.floor(value / 128);
  }
  bytes[at++] = value;
  return at;
}

/** How many bytes `writeVarint` takes for the value. */
export const varintLength = (value: number): number =>
  value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5;

/**
 * Reads one list from `start` to `end` (byte offsets) in ascending order. `advanceTo` moves forward only: probes of
 * an ascending sequence of ids cost one pass over the list in all.
 */
export class PostingCursor {
  /** The id under the cursor (-1 before the first read, Infinity past the end). */
  current = -1;
  private at: number;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.at = start;
    // Gaps count from 0: the first one is the first id.
    this.current = start < end ? this.readGap() : Infinity;
  }

  /** Moves to the next id; false past the end. */
  next(): boolean {
    if (this.at >= this.end) {
      this.current = Infinity;
      return false;
    }
    this.current += this.readGap();
    return true;
  }

  /** Whether the list holds `id`, moving the cursor to the first id not below it. */
  advanceTo(id: number): boolean {
    while (this.current < id) if (!this.next()) return false;
    return this.current === id;
  }

  private readGap(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }
}

/** A whole list, decoded (lists probed out of order, as by n-gram matching). */
export function decodeList(bytes: Uint8Array, start: number, end: number): Uint32Array {
  const out: number[] = [];
  if (start < end) {
    const cursor = new PostingCursor(bytes, start, end);
    do out.push(cursor.current);
    while (cursor.next());
  }
  return Uint32Array.from(out);
}
