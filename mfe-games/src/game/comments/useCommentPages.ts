import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import {
  editPagedList,
  pagedItems,
  pagedQuery,
  pagedTotal,
  usePortalQueryClient,
  type Comment,
  type CommentPage,
} from '@portal/shared';

/** Patches one comment of a list in the cache (its like, its reply count). */
export type Patch = (id: number, change: (comment: Comment) => Comment) => void;

const idOf = (comment: Comment) => comment.id;

/**
 * A paginated list of comments (a game's, or one thread's replies) that the page also edits in place: new ones
 * are added, deleted ones removed and likes patched in the query cache without reloading. Nothing is requested
 * until `enabled` (a closed thread).
 */
export function useCommentPages(key: QueryKey, load: (page: number) => Promise<CommentPage>, enabled = true) {
  const client = usePortalQueryClient();
  const query = useInfiniteQuery({ ...pagedQuery(key, load), enabled }, client);
  const edit = (change: (items: Comment[], index: number, count: number) => Comment[], totalDelta = 0) =>
    editPagedList<Comment>(client, key, change, totalDelta);

  const add = (comment: Comment, where: 'first' | 'last') =>
    edit((items, index, count) => {
      if (where === 'first') return index === 0 ? [comment, ...items] : items;
      return index === count - 1 ? [...items, comment] : items;
    }, 1);
  const remove = (id: number) => edit((items) => items.filter((c) => c.id !== id), -1);
  const patch: Patch = (id, change) => edit((items) => items.map((c) => (c.id === id ? change(c) : c)));

  return { query, items: pagedItems(query.data, idOf), total: pagedTotal(query.data), add, remove, patch };
}
