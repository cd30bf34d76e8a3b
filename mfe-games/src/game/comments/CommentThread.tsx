import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailed, type Comment } from '@portal/shared';
import { fetchCommentReplies } from '../../api/comments';
import { NAMESPACE } from '../../i18n';
import { CommentBody } from './CommentBody';
import { CommentForm } from './CommentForm';
import { usePostComment } from './commentActions';
import { useCommentPages, type Patch } from './useCommentPages';

const REPLIES_PER_PAGE = 10;

interface Props {
  comment: Comment;
  slug: string;
  locale: string;
  /** Re-reads replies when the viewer changes (sign-in), like the top-level list. */
  viewer: string;
  patch: Patch;
  onDeleted: () => void;
}

/** A top-level comment with its replies (loaded on demand, oldest first) and the form to answer it or a reply. */
export function CommentThread({ comment, slug, locale, viewer, patch, onDeleted }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [answering, setAnswering] = useState<Comment | null>(null);
  const replies = useCommentPages(
    ['games', 'replies', comment.id, viewer],
    (page) => fetchCommentReplies({ comment_id: comment.id, page, limit: REPLIES_PER_PAGE }, { showToast: false }),
    open,
  );
  const replyCount = Math.max(comment.reply_count, replies.total);

  const post = usePostComment(slug, (created) => {
    patch(comment.id, (c) => ({ ...c, reply_count: c.reply_count + 1 }));
    if (open) replies.add(created, 'last');
    else setOpen(true);
    setAnswering(null);
  });
  const reply = async (content: string) => {
    await post.mutateAsync({ content, parentId: (answering ?? comment).id });
  };

  const toggleAnswer = (target: Comment) => setAnswering((now) => (now?.id === target.id ? null : target));

  const replyForm = (target: Comment) =>
    answering?.id === target.id && (
      <CommentForm
        label={t('comments.replyLabel', { name: target.author.name })}
        submitLabel={t('comments.postReply')}
        onSubmit={reply}
        onCancel={() => setAnswering(null)}
        focusOnMount
      />
    );

  return (
    <CommentBody
      comment={comment}
      locale={locale}
      patch={patch}
      onReply={() => toggleAnswer(comment)}
      replying={answering?.id === comment.id}
      onDeleted={onDeleted}
    >
      {replyForm(comment)}
      {replyCount > 0 && (
        <button
          type="button"
          className="comment__action comment__toggle"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('comments.hideReplies') : t('comments.showReplies', { count: replyCount, value: replyCount })}
        </button>
      )}
      {open && (
        <div className="comment__replies">
          {replies.query.isPending && <p role="status">{t('state.loading')}</p>}
          {loadFailed(replies.query) && (
            <p role="alert">
              {t('comments.loadFailed')}{' '}
              <button type="button" className="comment__action" onClick={() => void replies.query.refetch()}>
                {t('state.retry')}
              </button>
            </p>
          )}
          {replies.items.length > 0 && (
            <ul className="comment-list" aria-label={t('comments.repliesTo', { name: comment.author.name })}>
              {replies.items.map((item) => (
                <li key={item.id}>
                  <CommentBody
                    comment={item}
                    locale={locale}
                    patch={replies.patch}
                    onReply={() => toggleAnswer(item)}
                    replying={answering?.id === item.id}
                    onDeleted={() => {
                      replies.remove(item.id);
                      patch(comment.id, (c) => ({ ...c, reply_count: Math.max(0, c.reply_count - 1) }));
                    }}
                  >
                    {replyForm(item)}
                  </CommentBody>
                </li>
              ))}
            </ul>
          )}
          {replies.query.hasNextPage && (
            <button
              type="button"
              className="comment__action"
              onClick={() => void replies.query.fetchNextPage({ cancelRefetch: false })}
              disabled={replies.query.isFetchingNextPage}
            >
              {t('comments.moreReplies')}
            </button>
          )}
        </div>
      )}
    </CommentBody>
  );
}
