import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  loadFailed,
  useApiMutation,
  useApiQuery,
  usePageLocale,
  type Notification,
  type OverlayBoxProps,
} from '@portal/shared';
import { fetchNotifications, markNotificationsRead } from '../api/messages';
import { useFollowLink } from '../access/useFollowLink';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { ListError, ListSkeleton } from '../lists/ListStates';
import { notificationHref } from './notificationTarget';
import { setUnreadCount } from './unreadCount';
import { useNotificationText } from './useNotificationText';
import '../lists/lists.css';
import './notifications.css';

/** The API lists at most this many per page; a notification asked for by id is looked for among the newest. */
const LOOKUP_LIMIT = 50;

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Notification).id === 'number' &&
  typeof (value as Notification).kind === 'string';

/**
 * The `notificationsdetails` overlay box: one notification, given as `notification` (from the list) or as `id`
 * (e.g. from a link), with a link to what it is about. Opening it marks it read.
 */
export default function NotificationDetailsBox({ open, close, notification, id }: OverlayBoxProps) {
  const signedIn = useSignInFirst(open, 'notifications');
  if (!signedIn) return null;
  const given = isNotification(notification) ? notification : null;
  const wanted = given?.id ?? (typeof id === 'number' ? id : Number(id));
  return (
    <Details open={open} close={close} given={given} id={Number.isInteger(wanted) && wanted > 0 ? wanted : null} />
  );
}

function Details({
  open,
  close,
  given,
  id,
}: Pick<OverlayBoxProps, 'open' | 'close'> & { given: Notification | null; id: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useApiQuery<Notification | null>({
    queryKey: ['account', 'notification', given?.id ?? null, id],
    queryFn: () =>
      given || id === null
        ? Promise.resolve(given)
        : fetchNotifications({ limit: LOOKUP_LIMIT }).then((page) => page.items.find((n) => n.id === id) ?? null),
  });
  const found = state.data ?? null;
  const marked = useRef<number | null>(null);
  // Opening it marks it read; a failure leaves it unread, silently (the list still shows it so).
  const { mutate: markRead } = useApiMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result) => setUnreadCount(result.unread),
  });

  useEffect(() => {
    if (!found || found.read || marked.current === found.id) return;
    marked.current = found.id;
    markRead({ id: found.id });
  }, [found, markRead]);

  const back = (
    <button type="button" className="button button--ghost" onClick={() => open('notifications')}>
      {t('notifications.back')}
    </button>
  );
  if (loadFailed(state)) return <ListError onRetry={() => void state.refetch()} />;
  if (state.isPending) return <ListSkeleton rows={1} />;
  if (!found) {
    return (
      <div className="acc-box acc-list-state" data-testid="notification-missing">
        <p>{t('notifications.missing')}</p>
        {back}
      </div>
    );
  }
  return <DetailsView notification={found} close={close} back={back} />;
}

function DetailsView({
  notification,
  close,
  back,
}: {
  notification: Notification;
  close: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const text = useNotificationText();
  const locale = usePageLocale();
  const follow = useFollowLink(close);
  const href = notificationHref(notification, locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const reason = notification.upload?.reason;
  return (
    <article className="acc-box acc-note-details" data-testid="notification-details">
      <p className="acc-note-details__summary">{text(notification)}</p>
      {notification.comment?.excerpt && (
        <blockquote className="acc-note-details__quote" dir="auto">
          {notification.comment.excerpt}
        </blockquote>
      )}
      {reason && <p>{t('notifications.reason', { reason })}</p>}
      <p className="acc-note__time">
        <time dateTime={notification.created_at}>{when.format(Date.parse(notification.created_at))}</time>
      </p>
      <div className="acc-actions">
        {href && (
          <Link className="button" to={href} onClick={(event) => follow(event, href)}>
            {notification.kind === 'upload_review' ? t('notifications.openUploads') : t('notifications.openComment')}
          </Link>
        )}
        {back}
      </div>
    </article>
  );
}
