import { useRef, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  currentUserAtom,
  loadFailed,
  pagedItems,
  setFavorite,
  setGameStats,
  usePagedQuery,
  type ListedGame,
} from '@portal/shared';
import { fetchFavoriteGames } from '../api/account';
import { NAMESPACE } from '../i18n';
import { GameTiles } from './GameTiles';
import { ListEmpty, ListError, ListLoadMore, ListSkeleton } from './ListStates';
import { useOptimisticRemoval } from './useOptimisticRemoval';
import { useListDate } from './useListDate';
import './lists.css';

export const LIST_PAGE_SIZE = 20;

export const slugOf = (game: ListedGame) => game.slug;

/**
 * The signed-in user's favourites, newest first, a page at a time. Removing one hides it at once and brings it
 * back if the server refuses (the API client shows the error toast).
 */
export function FavoritesList({ close, emptyAction }: { close?: () => void; emptyAction?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const list = usePagedQuery(['account', 'favorites', user?.user_id ?? null], (page) =>
    fetchFavoriteGames({ page, limit: LIST_PAGE_SIZE }),
  );
  const store = useStore();
  const { hidden, remove: unfavorite } = useOptimisticRemoval(
    (slug) => setFavorite(slug, false),
    (result) => setGameStats(store, result.game_stats),
  );
  const date = useListDate();
  const listRef = useRef<HTMLUListElement>(null);

  if (loadFailed(list)) return <ListError onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;

  const remove = (game: ListedGame) => {
    unfavorite(game.slug);
    // The pressed button leaves with its tile; focus stays in the list instead of falling to the page start.
    listRef.current?.focus();
  };
  const items = pagedItems(list.data, slugOf).filter((game) => !hidden.has(game.slug));
  if (items.length === 0 && !list.hasNextPage)
    return <ListEmpty action={emptyAction}>{t('favorites.empty')}</ListEmpty>;

  return (
    <>
      <GameTiles
        ref={listRef}
        games={items}
        label={t('favorites.listLabel')}
        testId="favorites-list"
        when={(game) => t('favorites.added', { date: date(game.listed_at) })}
        close={close}
        action={{ label: (game) => t('favorites.remove', { title: game.title }), onAction: remove }}
      />
      <ListLoadMore list={list} />
    </>
  );
}
