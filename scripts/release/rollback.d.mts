// Types of what the edge server (TypeScript) uses of rollback.mjs.
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
