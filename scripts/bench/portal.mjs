// What the benchmarks share to run the built portal: a production edge server with the embedded API on a fresh
// database in dataDir, the games origin on the port after it.

/** The environment of a benchmarked portal listening on port; extra adds to it or overrides it. */
export function portalEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    GAMES_PORT: String(port + 1),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/**
 * Whether the portal on port answers /ready (the shell build is there and the database is migrated) within
 * attempts half-seconds; false as soon as the server process has exited.
 */
export async function becameReady(server, port, attempts) {
  for (let i = 0; i < attempts; i += 1) {
    if (server.exitCode !== null) return false;
    try {
      if ((await fetch(`http://localhost:${port}/ready`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
