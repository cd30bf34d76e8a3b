import { localizePath, type LocaleCode, type Notification } from '@portal/shared';

/**
 * Where a notification leads: a comment (reply or like) → its game page scrolled to that comment
 * (`#comment-{id}`); an upload review → the upload page. Null when the notification has nothing to open.
 */
export function notificationHref(notification: Notification, locale: LocaleCode): string | null {
  const { kind, game, comment } = notification;
  if ((kind === 'comment_reply' || kind === 'comment_like') && game && comment) {
    return `${localizePath(`/games/${game.slug}`, locale)}#comment-${comment.id}`;
  }
  if (kind === 'upload_review') return localizePath('/gameupload', locale);
  return null;
}
