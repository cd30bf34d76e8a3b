import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailed, usePageLocale } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { NAMESPACE } from '../i18n';
import { RowArrow } from './RowArrow';
import { isRtl } from './direction';
import type { CardGame } from './GameCard';
import { GameCardItems } from './GameGrid';
import { LoadError, SkeletonCard } from './PageStates';
import './game-row.css';
import './row-button.css';

/** Cards a row shows while it loads: enough to fill the widest layout, so nothing moves when the games arrive. */
const SKELETON_CARDS = 6;

interface RowProps {
  title: string;
  /** "See all" target, when the row continues on a page of its own. */
  more?: { href: string };
  testId: string;
  /** Cards with eager, high-priority images (the row at the top of the page). */
  eagerCount?: number;
}

/**
 * The scrolling track of a row and its previous/next buttons. The buttons scroll by most of a visible width, in
 * the reading direction (right to left in Arabic), and are disabled at either end.
 */
function RowTrack({ games, eagerCount, testId }: { games: CardGame[]; eagerCount: number; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // scrollLeft is 0 at the start and negative towards the end in right-to-left layouts.
    const travelled = Math.abs(el.scrollLeft);
    setEnds({ start: travelled <= 1, end: travelled + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, games]);

  const scroll = (forward: boolean) => {
    const el = track.current;
    if (!el) return;
    const step = el.clientWidth * 0.8 * (forward ? 1 : -1) * (isRtl(el) ? -1 : 1);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: step, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div className="game-row__body">
      <ul className="game-row__track" ref={track} onScroll={measure} data-testid={testId}>
        <GameCardItems games={games} locale={locale} eagerCount={eagerCount} itemClassName="game-row__item" />
      </ul>
      {!(ends.start && ends.end) && (
        <div className="game-row__controls">
          {[false, true].map((forward) => (
            <button
              key={String(forward)}
              type="button"
              className="row-button"
              onClick={() => scroll(forward)}
              disabled={forward ? ends.end : ends.start}
              aria-label={t(forward ? 'row.next' : 'row.previous')}
            >
              <RowArrow forward={forward} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A row's loading placeholder: the same height as the loaded row. */
export function RowSkeleton() {
  return (
    <ul className="game-row__track" aria-hidden="true" data-testid="row-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className="game-row__item">
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}

/** A titled, horizontally scrolling row of game cards, in whatever state its games are. */
export function GameRow({
  title,
  more,
  testId,
  eagerCount = 0,
  state,
  onRetry,
  sectionRef,
}: RowProps & {
  state: Pick<UseQueryResult<CardGame[]>, 'data' | 'isError'>;
  onRetry?: () => void;
  sectionRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const moreId = useId();
  const games = state.data;
  const failed = loadFailed(state);
  return (
    <section className="game-row" aria-labelledby={id} aria-busy={!games && !failed} ref={sectionRef}>
      <div className="game-row__head">
        <h2 id={id}>{title}</h2>
        {more && (
          // Named "See all" and the row's title, in that order: the name starts with the words a reader sees.
          <Link className="game-row__more" to={more.href} id={moreId} aria-labelledby={`${moreId} ${id}`}>
            {t('row.seeAll')}
          </Link>
        )}
      </div>
      {!games && !failed && <RowSkeleton />}
      {failed && onRetry && <LoadError onRetry={onRetry} />}
      {games?.length === 0 && <p className="game-row__empty">{t('home.empty')}</p>}
      {games && games.length > 0 && <RowTrack games={games} eagerCount={eagerCount} testId={testId} />}
    </section>
  );
}
