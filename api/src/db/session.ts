/**
 * Settings every database session starts with. The trigram thresholds are what search's index operators use
 * (modules/search/candidates.ts): `%` finds dictionary words a typo away (similarity ≥ 0.1, short words share few
 * trigrams), `<%` finds titles close to a whole query (word similarity ≥ 0.3).
 */
export const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.similarity_threshold': '0.1',
  'pg_trgm.word_similarity_threshold': '0.3',
};

/** As PostgreSQL startup options (`-c name=value …`). */
export const startupOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/** As SET statements, for a connection that is already open (PGlite). */
export const setStatements = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `SET ${name} = '${value}';`)
    .join('\n');
