import type { QueryKey } from '@tanstack/react-query';
import { usePagedList, type Comment, type CommentPage } from '@portal/shared';

/** A closed thread's replies: nothing to show, nothing requested. */
const NOTHING: CommentPage = { items: [], page: 1, limit: 0, total: 0, has_more: false };

/**
 * A paginated list of comments (a game's, or one thread's replies) that the page also edits in place: new ones
 * are added, deleted ones removed and likes patched without reloading. Page 1 loads while `enabled` whenever
 * `key` changes (a closed thread requests nothing).
 */
export function useCommentPages(key: QueryKey, load: (page: number) => Promise<CommentPage>, enabled = true) {
  const list = usePagedList(
    [...key, enabled],
    (page) => (enabled ? load(page) : Promise.resolve(NOTHING)),
    (c: Comment) => c.id,
  );
  const status = list.first.status === 'success' ? 'ready' : list.first.status;

  const add = (comment: Comment, where: 'first' | 'last') =>
    list.edit((items) => (where === 'first' ? [comment, ...items] : [...items, comment]), 1);
  const remove = (id: number) => list.edit((items) => items.filter((c) => c.id !== id), -1);
  const patch = (id: number, change: (comment: Comment) => Comment) =>
    list.edit((items) => items.map((c) => (c.id === id ? change(c) : c)));

  return { ...list, status, start: list.retry, add, remove, patch };
}
