import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, openOverlay, portalStore, showToast, useApiMutation, type Comment } from '@portal/shared';
import { createComment, deleteComment, setCommentLike } from '../../api/comments';
import { NAMESPACE } from '../../i18n';
import { commentErrorMessage } from './commentErrors';
import type { Patch } from './useCommentPages';

/** Says in a toast why a comment call failed. */
function useFailureToast() {
  const { t } = useTranslation(NAMESPACE);
  return (error: unknown) => showToast({ type: 'error', message: commentErrorMessage(error, t) });
}

/**
 * Likes or unlikes a comment at once and rolls back (with a toast) if refused; a guest gets the login box instead,
 * and a click while the last one is on its way is ignored.
 */
export function useCommentLike(comment: Comment, patch: Patch): () => void {
  const toastFailure = useFailureToast();
  const like = useApiMutation({
    mutationFn: (liked: boolean) => setCommentLike(comment.id, liked, { showToast: false }),
    onMutate: (liked) => {
      const before = { liked: comment.liked, like_count: comment.like_count };
      patch(comment.id, (c) => ({ ...c, liked, like_count: Math.max(0, c.like_count + (liked ? 1 : -1)) }));
      return before;
    },
    onSuccess: (result) =>
      patch(comment.id, (c) => ({ ...c, liked: result.liked, like_count: Math.max(0, result.like_count) })),
    onError: (error, _liked, before) => {
      if (before) patch(comment.id, (c) => ({ ...c, ...before }));
      toastFailure(error);
    },
  });
  return () => {
    if (!portalStore.get(isLoggedInAtom)) {
      openOverlay('login');
      return;
    }
    if (!like.isPending) like.mutate(!comment.liked);
  };
}

/** Deletes an own comment, then `onDeleted`; a failure says why in a toast and the comment stays. */
export function useCommentDelete(comment: Comment, onDeleted: () => void) {
  const toastFailure = useFailureToast();
  return useApiMutation({
    mutationFn: () => deleteComment(comment.id, { showToast: false }),
    onSuccess: onDeleted,
    onError: toastFailure,
  });
}

/** Posts a comment or a reply (to `parent_id`); rejects with the API's error, so the form keeps the draft. */
export function usePostComment(slug: string, onPosted: (created: Comment, parentId?: number) => void) {
  return useApiMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId?: number }) =>
      createComment({ slug, content, parent_id: parentId }, { showToast: false }),
    onSuccess: (created, { parentId }) => onPosted(created, parentId),
  });
}
