import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import {
  clearRecentGames,
  currentUserAtom,
  fetchRecentGames,
  loadFailed,
  removeRecentGame,
  useApiMutation,
  useApiQuery,
} from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { GameRow } from './GameRow';
import { ListEmpty, ListError, ListSkeleton } from './ListStates';
import { useOptimisticRemoval } from './useOptimisticRemoval';
import { useListDate } from './useListDate';
import './lists.css';

/**
 * Play history: the server's recently played list (at most 50, newest first). Deleting one hides it at once and
 * brings it back if the server refuses; "Clear history" empties it once the server confirms. This device's
 * local recently-played list follows, so the recently played page agrees.
 */
export function HistoryList() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const history = useApiQuery({
    queryKey: ['account', 'history', user?.user_id ?? null],
    queryFn: () => fetchRecentGames(),
  });
  const { hidden, remove } = useOptimisticRemoval(removeRecentGame);
  const clearing = useApiMutation({ mutationFn: clearRecentGames });
  const date = useListDate();
  const heading = useRef<HTMLHeadingElement>(null);

  if (loadFailed(history)) return <ListError onRetry={() => void history.refetch()} />;
  if (!history.data) return <ListSkeleton />;

  const items = clearing.isSuccess ? [] : history.data.items.filter((game) => !hidden.has(game.slug));
  const removeOne = (slug: string) => {
    remove(slug);
    heading.current?.focus();
  };
  const clearAll = () => {
    if (!clearing.isPending) clearing.mutate();
  };

  return (
    <>
      <div className="acc-list-head">
        <h3 ref={heading} tabIndex={-1}>
          {t('history.title')}
        </h3>
        {items.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={clearAll}
            disabled={clearing.isPending}
            aria-busy={clearing.isPending}
          >
            {t('history.clearAll')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <ListEmpty>{t('history.empty')}</ListEmpty>
      ) : (
        <ul className="acc-list" aria-label={t('history.listLabel')} data-testid="history-list">
          {items.map((game) => (
            <GameRow
              key={game.slug}
              game={game}
              when={t('history.played', { date: date(game.listed_at) })}
              remove={{ label: t('history.remove', { title: game.title }), onRemove: () => removeOne(game.slug) }}
            />
          ))}
        </ul>
      )}
    </>
  );
}
