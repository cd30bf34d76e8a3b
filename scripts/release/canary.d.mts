// Types of what the edge server (TypeScript) uses of canary.mjs.
export function dropCanary(options: {
  distDir: string;
  remote: string;
  reason?: string;
  health?: object;
  onlyVersion?: string;
  now?: Date;
  by?: string;
}): Promise<{ dropped: string; current: string } | null>;
