import { useTranslation } from 'react-i18next';
import type { Notification } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** Review statuses with their own wording; any other status gets the generic sentence naming it. */
const UPLOAD_STATUSES = ['approved', 'rejected', 'published'];

/** One sentence saying what happened ("Bob replied to your comment on Snake"), in the page's language. */
export function useNotificationText(): (notification: Notification) => string {
  const { t } = useTranslation(NAMESPACE);
  return ({ kind, actor, game, upload }) => {
    const name = actor?.name || t('notifications.someone');
    const title = game?.title ?? '';
    if (kind === 'comment_reply') return t('notifications.text.reply', { name, game: title });
    if (kind === 'comment_like') return t('notifications.text.like', { name, game: title });
    const status = upload?.status ?? '';
    const key = UPLOAD_STATUSES.includes(status) ? status : 'other';
    return t(`notifications.text.upload.${key}`, { title: upload?.game_title ?? '', status });
  };
}
