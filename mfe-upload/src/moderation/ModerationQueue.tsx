import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  currentUserAtom,
  editPagedList,
  LoadMore,
  localizePath,
  pagedItems,
  pagedTotal,
  type ModerationItem,
  usePagedQuery,
  usePageLocale,
  usePortalQueryClient,
} from '@portal/shared';
import { fetchModerationQueue } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { QueryState } from '../pages/QueryState';
import { useFormatters } from '../pages/useFormatters';
import { ModerationCard, type ReviewOutcome } from './ModerationCard';
import { useCatalogueNames } from './useCatalogueNames';
import '../pages/upload-page.css';
import './moderation.css';

const PAGE_SIZE = 10;

const fileIdOf = (item: ModerationItem) => item.file_id;

interface Decision {
  outcome: ReviewOutcome;
  title: string;
  slug: string | null;
}

/**
 * The review queue (moderators only): pending uploads, oldest first. A decided upload leaves the list at once, a
 * status line says what happened (with the game's page once published), and focus returns to the queue's heading.
 */
export function ModerationQueue() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { count } = useFormatters();
  const user = useAtomValue(currentUserAtom);
  const client = usePortalQueryClient();
  const key = ['account', 'moderation-queue', user?.user_id ?? null];
  const list = usePagedQuery(key, (page) => fetchModerationQueue({ page, limit: PAGE_SIZE }));
  const items = pagedItems(list.data, fileIdOf);
  const names = useCatalogueNames();
  const [last, setLast] = useState<Decision | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const onDone = (item: ModerationItem, outcome: ReviewOutcome) => {
    editPagedList<ModerationItem>(client, key, (page) => page.filter((other) => other.file_id !== item.file_id), -1);
    setLast({
      outcome,
      title: item.submission?.title ?? item.game?.title ?? item.file_name,
      slug: item.game?.slug ?? null,
    });
    heading.current?.focus();
  };

  return (
    <section className="upl-queue" aria-labelledby="upl-queue-title">
      <div className="upl-queue__head">
        <h2 id="upl-queue-title" ref={heading} tabIndex={-1}>
          {t('moderation.heading')}
        </h2>
        {list.data && (
          <span data-testid="review-count">
            {t('moderation.count', { count: pagedTotal(list.data), value: count(pagedTotal(list.data)) })}
          </span>
        )}
      </div>
      <p className="upl-queue__intro">{t('moderation.intro')}</p>
      <div role="status" className="upl-queue__status" data-testid="review-status">
        {last && (
          <p className="upl-notice">
            {t(`moderation.done.${last.outcome}`, { title: last.title })}{' '}
            {last.outcome === 'approved' && last.slug && (
              <Link to={localizePath(`/games/${last.slug}`, locale)}>{t('moderation.openGame')}</Link>
            )}
          </p>
        )}
      </div>
      <QueryState
        query={list}
        loading={t('moderation.loading')}
        loadingTestId="review-loading"
        error={t('moderation.loadError')}
        retry={t('moderation.retry')}
      />
      {list.data && items.length === 0 && (
        <p className="upl-state" data-testid="review-empty">
          {t('moderation.empty')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="upl-list" aria-labelledby="upl-queue-title" data-testid="review-queue">
          {items.map((item) => (
            <ModerationCard key={item.file_id} item={item} names={names} onDone={onDone} />
          ))}
        </ul>
      )}
      <LoadMore
        list={list}
        label={t('moderation.loadMore')}
        error={t('moderation.loadMoreError')}
        className="upl-more"
      />
    </section>
  );
}
