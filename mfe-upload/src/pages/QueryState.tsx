import { loadFailed } from '@portal/shared';

interface QueryStateProps {
  /** Any TanStack query of the page (a list, the access check, the catalogue). */
  query: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };
  /** Said while it loads (nothing when not given). */
  loading?: string;
  loadingTestId?: string;
  error: string;
  retry: string;
  /** The error's look: a page state (default) or a form's error. */
  variant?: 'state' | 'form';
}

/** A query's loading line, or its load error with a button that loads it again; nothing once it has data. */
export function QueryState({ query, loading, loadingTestId, error, retry, variant = 'state' }: QueryStateProps) {
  if (query.isPending && loading) {
    return (
      <p className="upl-state" aria-busy="true" data-testid={loadingTestId}>
        {loading}
      </p>
    );
  }
  if (!loadFailed(query)) return null;
  return (
    <div className={variant === 'state' ? 'upl-state' : 'upload-flow__error'} role="alert">
      <p>{error}</p>
      <button
        type="button"
        className={variant === 'state' ? 'button' : 'button button--ghost'}
        onClick={() => void query.refetch()}
      >
        {retry}
      </button>
    </div>
  );
}
