import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type UploadItem, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { useFormatters } from '../pages/useFormatters';
import { StatusBadge } from './StatusBadge';

/** Where the game of an upload can be played: only while the game is live and this upload is (or was) its build. */
const LINKED = new Set<UploadItem['status']>(['published', 'replaced']);

/** One upload of the user: what was sent, when, where it stands, and what to do next. */
export function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { date, size, count } = useFormatters();
  const title = item.game?.title;
  const live = item.game && item.game.is_live && LINKED.has(item.status) ? item.game : null;
  // At most 50 problems are listed; the report says when there were more.
  const problems = item.report
    ? `${count(item.report.problems.length)}${item.report.problems_truncated ? '+' : ''}`
    : '';

  return (
    <li className="upl-row" data-testid="my-upload" data-file-id={item.file_id}>
      <div className="upl-row__head">
        <h3 className="upl-row__title">
          {title ? <bdi>{title}</bdi> : <span className="upl-row__untitled">{t('mine.untitled')}</span>}
        </h3>
        <StatusBadge status={item.status} />
      </div>
      <p className="upl-row__meta">
        <bdi className="upl-row__file">{item.file_name}</bdi>
        <span>{size(item.file_size)}</span>
        <span>{t('mine.uploadedOn', { date: date(item.created_at) })}</span>
        {item.reviewed_at && <span>{t('mine.reviewedOn', { date: date(item.reviewed_at) })}</span>}
      </p>
      <p className="upl-row__help">{t(`mine.help.${item.status}`, { problems })}</p>
      {item.status === 'rejected' && item.reason && (
        <div className="upl-row__reason" data-testid="upload-reason">
          <strong>{t('mine.reason')}</strong> <q dir="auto">{item.reason}</q>
        </div>
      )}
      {live && (
        <Link className="upl-row__link" to={localizePath(`/games/${live.slug}`, locale)}>
          {t('mine.viewGame', { title: live.title })}
        </Link>
      )}
    </li>
  );
}
