import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs one release command (a script of this folder) as `npm run` would, with `env` over this process's
 * environment; its exit status and output, whether it succeeds or not.
 */
export async function runScript(
  script: string,
  { args = [], cwd, env }: { args?: string[]; cwd: string; env: Record<string, string> },
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, script), ...args],
      { cwd, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}
