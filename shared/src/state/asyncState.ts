/** What a page shows for data it loads: loading, the error, or the data. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };
