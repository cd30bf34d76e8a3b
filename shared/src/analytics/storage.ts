/**
 * Web storage that never throws: sandboxed frames and some private modes refuse access, and quota errors must not
 * break a page for the sake of analytics. Contents are untrusted, so every read goes through a parser.
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored<T>(kind: StorageKind, key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = storage(kind)?.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused storage only costs persistence across reloads.
  }
}

export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
