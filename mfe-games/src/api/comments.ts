import { fetchComments, firstPageQuery } from '@portal/shared';

export const COMMENTS_PER_PAGE = 10;

/** A game's comment list as `viewer` ('guest' or a user id) sees it, newest first: its query key and page loader. */
export function commentsOf(slug: string, viewer: string) {
  return {
    key: ['games', 'comments', slug, viewer],
    load: (page: number) =>
      fetchComments({ slug, page, limit: COMMENTS_PER_PAGE, sort: 'newest' }, { showToast: false }),
  };
}

/** The first page a guest sees, as useCommentPages asks for it (the server prefetches it with the game). */
export function guestCommentsQuery(slug: string) {
  const { key, load } = commentsOf(slug, 'guest');
  return firstPageQuery([...key, true], load);
}
