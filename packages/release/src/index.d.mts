// Types of what the edge server (TypeScript) uses of the package; the release commands are JavaScript.

export const ENTRY_FILES: readonly string[];
export const INTEGRITY_FILE: string;
export const HISTORY_FILE: string;
export const PINS_FILE: string;
export const POINTER_FILE: string;

/** Writes a JSON file by renaming a finished temporary file over it: readers see the old content or the new. */
export function writeJsonAtomic(file: string, value: unknown): Promise<void>;

/** dist/current.json; null when the remote has never been built or released here. */
export function readPointerState(
  distDir: string,
): Promise<{ version: string; at?: string; canary?: { version: string; percent: number } } | null>;

export interface HistoryEntry {
  action: string;
  version: string;
  previous: string | null;
  at: string;
  by?: string;
  reason?: string;
}
export function readHistory(distDir: string): Promise<HistoryEntry[]>;
export function watchedRelease(history: HistoryEntry[], current: string | null): HistoryEntry | null;
export function endWatch(options: {
  distDir: string;
  remote: string;
  release: HistoryEntry;
  reason: string;
  health?: object;
  now?: Date;
  by?: string;
}): Promise<object | null>;

export function dropCanary(options: {
  distDir: string;
  remote: string;
  reason?: string;
  health?: object;
  onlyVersion?: string;
  now?: Date;
  by?: string;
}): Promise<{ dropped: string; current: string } | null>;

export function rollback(options: {
  distDir: string;
  remote: string;
  version?: string;
  now?: Date;
  by?: string;
  reason?: string;
  health?: object;
  onlyFrom?: string;
}): Promise<{ version: string; previous: string | null; moved: boolean; droppedCanary?: string } | null>;

/**
 * Pinning one browser to one version of a remote, for QA and support: `npm run pin` prints a link to /_pin signed
 * with the pin secret; the edge checks the signature, asks the visitor to confirm, and sets a cookie holding the same
 * signed token.
 */
export interface Pin {
  remote: string;
  version: string;
  /** Until when (ms since the epoch) the pin holds. */
  until: number;
}
export const PIN_COOKIE_PREFIX: string;
export const PIN_SECRET_FILE: string;
export const PIN_SECRET_MIN_LENGTH: number;
export const DEFAULT_PIN_MINUTES: number;
export const DEFAULT_PIN_MAX_MINUTES: number;
export function pinSignature(secret: string, pin: Pin): string;
export function pinToken(secret: string, pin: Pin): string;
export function verifyPin(
  secret: string,
  remote: string,
  version: string,
  until: string | number,
  signature: string,
  now?: number,
  maxMinutes?: number,
): Pin | null;
export function verifyPinToken(
  secret: string,
  remote: string,
  token: string,
  now?: number,
  maxMinutes?: number,
): Pin | null;
export function pinLink(origin: string, secret: string, pin: Pin, next?: string): string;
