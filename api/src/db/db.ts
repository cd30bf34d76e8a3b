/** The one database interface: PostgreSQL SQL, run by PGlite (embedded) or by node-postgres (DATABASE_URL). */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL): a statement run on every request of a hot path
   * is parsed once per connection, and once its plan no longer depends on the values, planned once too.
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any connection to the database, once its
   * transaction commits); answers the function that stops listening. `onLost` is told when the listening
   * connection breaks (the caller falls back to polling).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A transaction's connection: parameterised statements, and scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  /** Runs `sql` (any number of statements, no parameters) and answers the rows of the last one. */
  script<T extends object = Record<string, unknown>>(sql: string): Promise<T[]>;
}
