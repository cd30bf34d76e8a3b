/**
 * @jest-environment node
 */
import { withRecordingApi } from '@portal/shared/testing/recordingApi';
import { createComment, deleteComment, fetchCommentReplies, fetchComments, setCommentLike } from './comments';

const { seen, logIn } = withRecordingApi();

describe('comment calls', () => {
  it('lists comments and replies anonymously, or with the token when logged in', async () => {
    await fetchComments({ slug: 'snake', sort: 'top', page: 2 });
    await fetchCommentReplies({ comment_id: 7 });
    logIn();
    await fetchComments({ slug: 'snake' });
    const [list, replies, personal] = seen;
    expect(list!.url).toMatch(/^\/app\/api\/v1\/g\/comment\/list\?/);
    expect(new URL(list!.url, 'http://x').searchParams.get('sort')).toBe('top');
    expect(list!.authorization).toBeUndefined();
    expect(replies!.url).toMatch(/\/g\/comment\/replies\?comment_id=7/);
    expect(personal!.authorization).toBe('Bearer tok');
  });

  it('posts comment writes as JSON with the token', async () => {
    logIn();
    await createComment({ slug: 'snake', content: 'hi', parent_id: 3 });
    await deleteComment(4);
    await setCommentLike(5, false);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app/api/v1/user/g/comment/create',
      'POST /app/api/v1/user/g/comment/delete',
      'POST /app/api/v1/user/g/comment/interactive',
    ]);
    expect(seen.map((r) => r.body)).toEqual([
      { slug: 'snake', content: 'hi', parent_id: 3 },
      { comment_id: 4 },
      { comment_id: 5, like: false },
    ]);
    expect(seen.every((r) => r.authorization === 'Bearer tok')).toBe(true);
  });
});
