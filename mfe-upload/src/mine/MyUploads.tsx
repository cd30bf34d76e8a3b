import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, LoadMore, pagedItems, usePagedQuery, type UploadItem } from '@portal/shared';
import { fetchMyUploads } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { QueryState } from '../pages/QueryState';
import { UploadRow } from './UploadRow';
import '../pages/upload-page.css';
import './mine.css';

const PAGE_SIZE = 20;

const fileIdOf = (item: UploadItem) => item.file_id;

interface MyUploadsProps {
  /** The upload just sent to review, to confirm it above the list. */
  submitted?: UploadItem | null;
  onStartUpload: () => void;
}

/** Every upload of the signed-in user, newest first, a page at a time, each with its status. */
export function MyUploads({ submitted = null, onStartUpload }: MyUploadsProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const list = usePagedQuery(['account', 'uploads', user?.user_id ?? null], (page) =>
    fetchMyUploads({ page, limit: PAGE_SIZE }),
  );
  const items = pagedItems(list.data, fileIdOf);

  return (
    <section className="upl-mine" aria-labelledby="upl-mine-title">
      <h2 id="upl-mine-title">{t('mine.heading')}</h2>
      {submitted && (
        <p className="upl-notice" role="status" data-testid="upload-sent">
          {t('mine.submitted', { title: submitted.game?.title ?? submitted.file_name })}
        </p>
      )}
      <QueryState
        query={list}
        loading={t('mine.loading')}
        loadingTestId="my-uploads-loading"
        error={t('mine.loadError')}
        retry={t('mine.retry')}
      />
      {list.data && items.length === 0 && (
        <div className="upl-state" data-testid="my-uploads-empty">
          <p>{t('mine.empty')}</p>
          <button type="button" className="button" onClick={onStartUpload}>
            {t('mine.startUpload')}
          </button>
        </div>
      )}
      {items.length > 0 && (
        <ul className="upl-list" aria-labelledby="upl-mine-title" data-testid="my-uploads">
          {items.map((item) => (
            <UploadRow key={item.file_id} item={item} />
          ))}
        </ul>
      )}
      <LoadMore list={list} label={t('mine.loadMore')} error={t('mine.loadMoreError')} className="upl-more" />
    </section>
  );
}
