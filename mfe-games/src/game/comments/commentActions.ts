import type { TFunction } from 'i18next';
import { openOverlay, portalStore, isLoggedInAtom, showToast, type Comment } from '@portal/shared';
import { deleteComment, setCommentLike } from '../../api/comments';
import { commentErrorMessage } from './commentErrors';

type Patch = (id: number, change: (comment: Comment) => Comment) => void;

/** Likes or unlikes at once and rolls back (with a toast) if refused; a guest gets the login box instead. */
export function toggleCommentLike(comment: Comment, patch: Patch, t: TFunction): void {
  if (!portalStore.get(isLoggedInAtom)) {
    openOverlay('login');
    return;
  }
  const liked = !comment.liked;
  patch(comment.id, (c) => ({ ...c, liked, like_count: Math.max(0, c.like_count + (liked ? 1 : -1)) }));
  setCommentLike(comment.id, liked, { showToast: false }).then(
    (result) => patch(comment.id, (c) => ({ ...c, liked: result.liked, like_count: Math.max(0, result.like_count) })),
    (error: unknown) => {
      patch(comment.id, (c) => ({ ...c, liked: comment.liked, like_count: comment.like_count }));
      showToast({ type: 'error', message: commentErrorMessage(error, t) });
    },
  );
}

/** Deletes an own comment; on failure says why in a toast and rejects, so the comment stays. */
export function removeComment(comment: Comment, t: TFunction): Promise<void> {
  return deleteComment(comment.id, { showToast: false }).then(
    () => undefined,
    (error: unknown) => {
      showToast({ type: 'error', message: commentErrorMessage(error, t) });
      throw error;
    },
  );
}
