import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelativeTimeFormat, type Comment } from '@portal/shared';
import { NAMESPACE } from '../../i18n';
import { HEART, ReactionToggle } from '../ReactionToggle';
import { useCommentDelete, useCommentLike } from './commentActions';
import { relativeTime } from './relativeTime';
import type { Patch } from './useCommentPages';

interface Props {
  comment: Comment;
  locale: string;
  /** Patches the comment in its list's cache (its like). */
  patch: Patch;
  onReply: () => void;
  replying: boolean;
  /** After the comment (own comments only) is deleted. */
  onDeleted: () => void;
  children?: ReactNode;
}

/** One comment as text (never HTML): author, time, the "@name" it answers, and its like, reply and delete buttons. */
export function CommentBody({ comment, locale, patch, onReply, replying, onDeleted, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  // Hydrating a server-rendered page reads the server's strings: no formatter (a page's first costs 35–70 ms).
  const writeRelative = useRelativeTimeFormat(locale, { numeric: 'auto' });
  const [confirming, setConfirming] = useState(false);
  const onLike = useCommentLike(comment, patch);
  const deletion = useCommentDelete(comment, onDeleted);
  // A deleted comment keeps its buttons disabled until its list drops it.
  const deleting = deletion.isPending || deletion.isSuccess;
  const author = <bdi>{comment.author.name}</bdi>;

  const remove = () => deletion.mutate(undefined, { onError: () => setConfirming(false) });

  return (
    // The anchor a notification links to (/games/{slug}#comment-{id}).
    <article className="comment" id={`comment-${comment.id}`} tabIndex={-1} data-testid="comment">
      <span className="comment__avatar" aria-hidden="true">
        {comment.author.avatar_initial}
      </span>
      <div className="comment__main">
        <p className="comment__meta">
          <strong className="comment__author">{author}</strong>{' '}
          {/* "3 minutes ago" depends on the clock: the server's and the browser's may differ by a minute. */}
          <time dateTime={comment.created_at} suppressHydrationWarning>
            {relativeTime(comment.created_at, writeRelative)}
          </time>
        </p>
        <p className="comment__text">
          {comment.reply_to && (
            <span className="comment__to">
              @<bdi>{comment.reply_to.user_name}</bdi>{' '}
            </span>
          )}
          {comment.content}
        </p>
        <div className="comment__actions">
          <ReactionToggle
            className="comment__action comment__like"
            pressed={comment.liked}
            symbols={HEART}
            label={t('comments.likeLabel', { count: comment.like_count, value: comment.like_count })}
            onClick={onLike}
          >
            <span aria-hidden="true">{comment.like_count}</span>
          </ReactionToggle>
          <button type="button" className="comment__action" aria-expanded={replying} onClick={onReply}>
            {t('comments.reply')}
          </button>
          {comment.is_mine &&
            (confirming ? (
              <span className="comment__confirm" role="group" aria-label={t('comments.confirmDelete')}>
                <span aria-hidden="true">{t('comments.confirmDelete')}</span>
                <button
                  type="button"
                  className="comment__action comment__action--danger"
                  onClick={remove}
                  disabled={deleting}
                >
                  {t('comments.confirmYes')}
                </button>
                <button
                  type="button"
                  className="comment__action"
                  onClick={() => setConfirming(false)}
                  disabled={deleting}
                >
                  {t('comments.cancel')}
                </button>
              </span>
            ) : (
              <button type="button" className="comment__action" onClick={() => setConfirming(true)}>
                {t('comments.delete')}
              </button>
            ))}
        </div>
        {children}
      </div>
    </article>
  );
}
