import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, UPLOAD_ERROR_CODES, useApiMutation, type ModerationItem } from '@portal/shared';
import { approveUpload, rejectUpload } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { useFormatters } from '../pages/useFormatters';
import { RejectForm } from './RejectForm';
import type { CatalogueNames } from './useCatalogueNames';
import { ReviewPreview } from './ReviewPreview';

/** What became of a reviewed upload: decided here, or already decided by someone else meanwhile. */
export type ReviewOutcome = 'approved' | 'rejected' | 'gone';

interface ModerationCardProps {
  item: ModerationItem;
  names: CatalogueNames;
  onDone: (item: ModerationItem, outcome: ReviewOutcome) => void;
}

/** Answers meaning the upload no longer waits for this moderator: another one decided, or it was removed. */
const GONE = new Set<number>([UPLOAD_ERROR_CODES.notPendingReview, UPLOAD_ERROR_CODES.uploadNotFound]);

/** One pending upload: who sent what, the build to try, and the two decisions. */
export function ModerationCard({ item, names, onDone }: ModerationCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const { date, size, language, list } = useFormatters();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  /** Set when the reject form is cancelled: the Reject button it replaced gets focus once it is back. */
  const refocusReject = useRef(false);
  const submission = item.submission;
  const title = submission?.title ?? item.game?.title ?? item.file_name;

  const decision = useApiMutation({
    mutationFn: ({ request }: { request: () => Promise<unknown>; outcome: ReviewOutcome }) => request(),
    onSuccess: (_done, { outcome }) => onDone(item, outcome),
    onError: (error) => {
      if (error instanceof ApiError && GONE.has(error.code)) onDone(item, 'gone');
    },
  });
  // Decided: the card stays disabled until the queue drops it.
  const busy = decision.isPending || decision.isSuccess;
  const failed = decision.isError && !(decision.error instanceof ApiError && GONE.has(decision.error.code));
  const decide = (request: () => Promise<unknown>, outcome: ReviewOutcome) => {
    if (!busy) decision.mutate({ request, outcome });
  };
  const cancelReject = () => {
    refocusReject.current = true;
    setRejecting(false);
  };
  useEffect(() => {
    if (rejecting || !refocusReject.current) return;
    refocusReject.current = false;
    rejectButton.current?.focus();
  }, [rejecting]);

  return (
    <li className="upl-review" aria-labelledby={`${id}-title`} data-testid="review-item" data-file-id={item.file_id}>
      <ReviewPreview
        fileId={item.file_id}
        url={item.game?.preview_url ?? null}
        title={title}
        thumbnail={submission?.thumbnail_url ?? item.game?.thumbnail ?? null}
        orientation={submission?.orientation ?? 'any'}
      />
      <div className="upl-review__body">
        <div className="upl-row__head">
          <h3 id={`${id}-title`} className="upl-row__title">
            <bdi>{title}</bdi>
          </h3>
          <span className="upl-badge upl-badge--waiting">
            {t(submission?.is_update ? 'moderation.kind.update' : 'moderation.kind.new')}
          </span>
        </div>
        <p className="upl-row__meta">
          <span>{t('moderation.by', { name: item.uploader.name })}</span>
          {item.submitted_at && <span>{t('moderation.submittedOn', { date: date(item.submitted_at) })}</span>}
          <bdi className="upl-row__file">{item.file_name}</bdi>
          <span>{size(item.file_size)}</span>
        </p>
        {submission && (
          <dl className="upl-facts">
            <div>
              <dt>{t('moderation.fields.category')}</dt>
              <dd>{names.category(submission.category)}</dd>
            </div>
            {submission.tags.length > 0 && (
              <div>
                <dt>{t('moderation.fields.tags')}</dt>
                <dd>{list(submission.tags.map(names.tag))}</dd>
              </div>
            )}
            <div>
              <dt>{t('moderation.fields.orientation')}</dt>
              <dd>{t(`moderation.orientation.${submission.orientation}`)}</dd>
            </div>
            <div>
              <dt>{t('moderation.fields.languages')}</dt>
              <dd>{list(submission.languages.map(language))}</dd>
            </div>
            <div>
              <dt>{t('moderation.fields.textLanguage')}</dt>
              <dd>{language(submission.text_language)}</dd>
            </div>
          </dl>
        )}
        <h4 className="upl-review__subhead">{t('moderation.fields.description')}</h4>
        <p className="upl-review__text" dir="auto">
          {submission?.description || t('moderation.noDescription')}
        </p>
        {submission?.instructions && (
          <details className="upl-review__more">
            <summary>{t('moderation.fields.instructions')}</summary>
            <p className="upl-review__text" dir="auto">
              {submission.instructions}
            </p>
          </details>
        )}
        {!rejecting && (
          <div className="upl-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => decide(() => approveUpload(item.file_id), 'approved')}
            >
              {t('moderation.approve')}
            </button>
            <button
              ref={rejectButton}
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('moderation.reject.open')}
            </button>
          </div>
        )}
        {rejecting && (
          <RejectForm
            title={title}
            busy={busy}
            onCancel={cancelReject}
            onSubmit={(reason) => decide(() => rejectUpload({ file_id: item.file_id, reason }), 'rejected')}
          />
        )}
        {failed && (
          <p className="upl-review__error" role="alert">
            {t('moderation.actionError')}
          </p>
        )}
      </div>
    </li>
  );
}
