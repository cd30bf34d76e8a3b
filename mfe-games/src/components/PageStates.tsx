import { createPageStates } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import './game-grid.css';
import './page-states.css';

/** A placeholder the size of a game card: the thumbnail box and its two lines of text. */
export function SkeletonCard() {
  return (
    <span className="skeleton-card">
      <span className="skeleton skeleton-card__thumb" />
      <span className="skeleton skeleton-card__line" />
      <span className="skeleton skeleton-card__line skeleton-card__line--short" />
    </span>
  );
}

/** Placeholder cards while a grid loads, laid out like the grid (announced as busy, hidden from reading). */
export function GridSkeleton({ count = 8, dense = false }: { count?: number; dense?: boolean }) {
  return (
    <ul
      className={dense ? 'games-grid games-grid--dense' : 'games-grid'}
      aria-busy="true"
      aria-hidden="true"
      data-testid="grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}

/** A page's load error and "not found", in the games remote's words. */
export const { LoadError, PageError } = createPageStates(NAMESPACE);
