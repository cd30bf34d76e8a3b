import { useTranslation } from 'react-i18next';
import type { UploadStatus } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** How each status reads at a glance: done, waiting, failed, or over. */
const TONE: Record<UploadStatus, 'good' | 'waiting' | 'bad' | 'over'> = {
  pending_upload: 'waiting',
  receiving: 'waiting',
  uploaded: 'waiting',
  validating: 'waiting',
  confirmed: 'waiting',
  pending_review: 'waiting',
  published: 'good',
  invalid: 'bad',
  rejected: 'bad',
  expired: 'over',
  replaced: 'over',
};

export function StatusBadge({ status }: { status: UploadStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={`upl-badge upl-badge--${TONE[status]}`} data-testid="upload-status" data-status={status}>
      {t(`mine.status.${status}`)}
    </span>
  );
}
