import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { currentUserAtom, loadFailed, pagedItems, usePagedQuery } from '@portal/shared';
import { fetchLikedGames } from '../api/account';
import { NAMESPACE } from '../i18n';
import { LIST_PAGE_SIZE, slugOf } from './FavoritesList';
import { GameRow } from './GameRow';
import { ListEmpty, ListError, ListLoadMore, ListSkeleton } from './ListStates';
import { useListDate } from './useListDate';
import './lists.css';

/** The games the signed-in user liked, newest like first, a page at a time. */
export function LikedList() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const list = usePagedQuery(['account', 'liked', user?.user_id ?? null], (page) =>
    fetchLikedGames({ page, limit: LIST_PAGE_SIZE }),
  );
  const date = useListDate();

  if (loadFailed(list)) return <ListError onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;
  const items = pagedItems(list.data, slugOf);
  if (items.length === 0) return <ListEmpty>{t('liked.empty')}</ListEmpty>;
  return (
    <>
      <ul className="acc-list" aria-label={t('liked.listLabel')} data-testid="liked-list">
        {items.map((game) => (
          <GameRow key={game.slug} game={game} when={t('liked.added', { date: date(game.listed_at) })} />
        ))}
      </ul>
      <ListLoadMore list={list} />
    </>
  );
}
