// How every release command ends: a refusal the operator can act on (ReleaseError) or a mistyped argument prints
// "<command>: <message>" alone and exits with status 1; anything else is a bug and crashes with its stack.
import { ReleaseError } from '@portal/release';

export async function runCommand(name, main) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof ReleaseError) && !error.code?.startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(`${name}: ${error.message}`);
    process.exitCode = 1;
  }
}

/** Runs a check, keeping its refusal in `problems` to report with the others. */
export async function collectRefusal(problems, check) {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    problems.push(error.message);
  }
}
