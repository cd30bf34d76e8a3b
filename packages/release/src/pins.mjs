// dist/pins.json: the pin links `npm run pin` handed out, [{ version, until (ISO time), by, at }]. A pin lives in a
// browser's cookie, out of the release tooling's sight: this record is how `releases:prune` knows which versions a
// pinned browser may still ask for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';
import { whoRuns } from './history.mjs';

export const PINS_FILE = 'pins.json';

export async function readPins(distDir) {
  try {
    const pins = JSON.parse(await readFile(path.join(distDir, PINS_FILE), 'utf8'));
    return Array.isArray(pins) ? pins : [];
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** Records a pin (under the release lock); pins already expired are dropped from the record on the way. */
export async function recordPin(distDir, { version, until, now = new Date() }) {
  const live = (await readPins(distDir)).filter((pin) => Date.parse(pin.until) > now.getTime());
  const pin = { version, until: new Date(until).toISOString(), by: whoRuns(), at: now.toISOString() };
  await writeJsonAtomic(path.join(distDir, PINS_FILE), [...live, pin]);
}

/** The versions an unexpired pin names. */
export async function pinnedVersions(distDir, now = new Date()) {
  return (await readPins(distDir))
    .filter((pin) => typeof pin.version === 'string' && Date.parse(pin.until) > now.getTime())
    .map((pin) => pin.version);
}
