import { useRef, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, setFavorite, setGameStats, usePagedList, type ListedGame } from '@portal/shared';
import { fetchFavoriteGames } from '../api/account';
import { NAMESPACE } from '../i18n';
import { GameRow } from './GameRow';
import { ListEmpty, ListError, ListLoadMore, ListSkeleton } from './ListStates';
import { useHiddenSlugs } from './useHiddenSlugs';
import { useListDate } from './useListDate';
import './lists.css';

export const LIST_PAGE_SIZE = 20;

/**
 * The signed-in user's favourites, newest first, a page at a time. Removing one hides it at once and brings it
 * back if the server refuses (the API client shows the error toast).
 */
export function FavoritesList({ close, emptyAction }: { close?: () => void; emptyAction?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const list = usePagedList(['account', 'favorites', user?.user_id ?? null], (page) =>
    fetchFavoriteGames({ page, limit: LIST_PAGE_SIZE }),
  );
  const { hidden, hide, restore } = useHiddenSlugs();
  const date = useListDate();
  const store = useStore();
  const listRef = useRef<HTMLUListElement>(null);

  if (list.first.status === 'loading') return <ListSkeleton />;
  if (list.first.status === 'error') return <ListError onRetry={list.retry} />;

  const remove = (game: ListedGame) => {
    hide(game.slug);
    // The pressed button leaves with its row; focus stays in the list instead of falling to the page start.
    listRef.current?.focus();
    setFavorite(game.slug, false).then(
      (result) => setGameStats(store, result.game_stats),
      () => restore(game.slug),
    );
  };
  const items = list.items.filter((game) => !hidden.has(game.slug));
  if (items.length === 0 && !list.hasMore) return <ListEmpty action={emptyAction}>{t('favorites.empty')}</ListEmpty>;

  return (
    <>
      <ul
        ref={listRef}
        tabIndex={-1}
        className="acc-list"
        aria-label={t('favorites.listLabel')}
        data-testid="favorites-list"
      >
        {items.map((game) => (
          <GameRow
            key={game.slug}
            game={game}
            when={t('favorites.added', { date: date(game.listed_at) })}
            close={close}
            remove={{ label: t('favorites.remove', { title: game.title }), onRemove: () => remove(game) }}
          />
        ))}
      </ul>
      <ListLoadMore list={list} />
    </>
  );
}
