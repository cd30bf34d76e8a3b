// Types of what the edge server (TypeScript) uses of history.mjs.
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
