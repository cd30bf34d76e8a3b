import { MAX_PROPS_BYTES, MAX_VALUE_LENGTH, type ClickDescriptor, type FlatProps, type PropValue } from './events';

const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** Size of a string as UTF-8, as the API's body limit counts it (without relying on TextEncoder). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Most keys one event's props may have (the API enforces the same). */
export const MAX_PROPS_KEYS = 32;

function cleanValue(value: unknown): PropValue | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.slice(0, MAX_VALUE_LENGTH);
  return undefined;
}

/**
 * Props the API will accept: flat, well-named keys, primitive values, long strings cut. Null when the result is
 * still over the size limit — one oversize event must not get its whole batch refused.
 */
export function cleanProps(props: Record<string, unknown> | undefined): FlatProps | null {
  const clean: FlatProps = {};
  let keys = 0;
  for (const [key, value] of Object.entries(props ?? {})) {
    const cleaned = cleanValue(value);
    if (cleaned === undefined || !KEY_PATTERN.test(key) || keys >= MAX_PROPS_KEYS) continue;
    clean[key] = cleaned;
    keys += 1;
  }
  return utf8Length(JSON.stringify(clean)) <= MAX_PROPS_BYTES ? clean : null;
}

/** A click descriptor needs an id, a type and a name; the rest is optional (product §3). */
export function isClickDescriptor(value: ClickDescriptor): boolean {
  return [value.behavior_id, value.behavior_type, value.behavior_name].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}
