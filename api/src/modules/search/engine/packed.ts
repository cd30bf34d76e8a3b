/**
 * Ids of a known range packed at the width the range needs (a vocabulary of 108,904 words takes 17 bits a word
 * instead of 32), little-endian in 32-bit units, read by position. At a million games the texts' word ids are the
 * index's largest array: packed, it is half the size.
 */

/** Bits an id below `count` needs (at least 1). */
export const bitsFor = (count: number): number => Math.max(1, 32 - Math.clz32(Math.max(count - 1, 1)));

/** The units `length` ids of `bits` bits take, plus one so that a read of the last id may look one unit on. */
const packedUnits = (length: number, bits: number): number => Math.ceil((length * bits) / 32) + 1;

/** Packs `ids` (each below 2 ** bits). */
export function pack(ids: ArrayLike<number>, bits: number): Uint32Array {
  const units = new Uint32Array(packedUnits(ids.length, bits));
  for (let i = 0; i < ids.length; i++) {
    const at = i * bits;
    const unit = Math.floor(at / 32);
    const shift = at % 32;
    units[unit]! |= ids[i]! << shift;
    if (shift + bits > 32) units[unit + 1]! |= ids[i]! >>> (32 - shift);
  }
  return units;
}

/** The id at `index`. */
export function unpack(units: Uint32Array, bits: number, index: number): number {
  const at = index * bits;
  const unit = Math.floor(at / 32);
  const shift = at % 32;
  let value = units[unit]! >>> shift;
  if (shift + bits > 32) value |= units[unit + 1]! << (32 - shift);
  return bits === 32 ? value >>> 0 : value & ((1 << bits) - 1);
}
