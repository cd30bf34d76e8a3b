import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useStore } from 'jotai';
import {
  currentUserAtom,
  loadFailed,
  pagedItems,
  setGameLike,
  setGameStats,
  usePagedQuery,
  type ListedGame,
} from '@portal/shared';
import { fetchLikedGames } from '../api/account';
import { NAMESPACE } from '../i18n';
import { LIST_PAGE_SIZE, slugOf } from './FavoritesList';
import { GameTiles } from './GameTiles';
import { ListEmpty, ListError, ListLoadMore, ListSkeleton } from './ListStates';
import { useListDate } from './useListDate';
import { useOptimisticRemoval } from './useOptimisticRemoval';
import './lists.css';

/**
 * The games the signed-in user liked, newest like first, a page at a time. Unliking one hides it at once and brings
 * it back if the server refuses.
 */
export function LikedList() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const list = usePagedQuery(['account', 'liked', user?.user_id ?? null], (page) =>
    fetchLikedGames({ page, limit: LIST_PAGE_SIZE }),
  );
  const store = useStore();
  const { hidden, remove: unlike } = useOptimisticRemoval(
    (slug) => setGameLike(slug, false),
    (result) => result.game_stats && setGameStats(store, result.game_stats),
  );
  const date = useListDate();
  const listRef = useRef<HTMLUListElement>(null);

  if (loadFailed(list)) return <ListError onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;
  const items = pagedItems(list.data, slugOf).filter((game) => !hidden.has(game.slug));
  if (items.length === 0 && !list.hasNextPage) return <ListEmpty>{t('liked.empty')}</ListEmpty>;

  const remove = (game: ListedGame) => {
    unlike(game.slug);
    // The pressed button leaves with its tile; focus stays in the list instead of falling to the page start.
    listRef.current?.focus();
  };
  return (
    <>
      <GameTiles
        ref={listRef}
        games={items}
        label={t('liked.listLabel')}
        testId="liked-list"
        when={(game) => t('liked.added', { date: date(game.listed_at) })}
        action={{ label: (game) => t('liked.remove', { title: game.title }), onAction: remove }}
      />
      <ListLoadMore list={list} />
    </>
  );
}
