import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  currentUserAtom,
  LoadMore,
  localizePath,
  type ModerationItem,
  type ModerationPage,
  usePagedList,
  usePageLocale,
} from '@portal/shared';
import { fetchModerationQueue } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { useFormatters } from '../pages/useFormatters';
import { ModerationCard, type ReviewOutcome } from './ModerationCard';
import { useCatalogueNames } from './useCatalogueNames';
import '../pages/upload-page.css';
import './moderation.css';

const PAGE_SIZE = 10;

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
  const list = usePagedList<ModerationItem, ModerationPage>(
    ['account', 'moderation-queue', user?.user_id ?? null],
    (page) => fetchModerationQueue({ page, limit: PAGE_SIZE }),
    (item) => item.file_id,
  );
  const names = useCatalogueNames();
  const [last, setLast] = useState<Decision | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const onDone = (item: ModerationItem, outcome: ReviewOutcome) => {
    list.edit((items) => items.filter((other) => other.file_id !== item.file_id), -1);
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
        {list.first.status === 'success' && (
          <span data-testid="review-count">{t('moderation.count', { total: count(list.total) })}</span>
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
      {list.first.status === 'loading' && (
        <p className="upl-state" aria-busy="true" data-testid="review-loading">
          {t('moderation.loading')}
        </p>
      )}
      {list.first.status === 'error' && (
        <div className="upl-state" role="alert">
          <p>{t('moderation.loadError')}</p>
          <button type="button" className="button" onClick={list.retry}>
            {t('moderation.retry')}
          </button>
        </div>
      )}
      {list.first.status === 'success' && list.items.length === 0 && (
        <p className="upl-state" data-testid="review-empty">
          {t('moderation.empty')}
        </p>
      )}
      {list.items.length > 0 && (
        <ul className="upl-list" aria-labelledby="upl-queue-title" data-testid="review-queue">
          {list.items.map((item) => (
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
