// Types of chromium.cjs for the TypeScript that imports it (the Playwright config).
/** Debian's Chromium, or CHROMIUM_PATH when set: its path, or null when it is not there. */
export function findChromium(): string | null;
/** findChromium, installing Chromium with apt-get when missing and running as root; throws how to get it else. */
export function ensureChromium(): string;
export const INSTALL_COMMAND: string;
/** The command-line flags the tests and benchmarks run Chromium with. */
export const CHROMIUM_FLAGS: string[];
