/**
 * @jest-environment node
 */
import { portalStore } from '../state/store';
import { authAtom, LOGGED_OUT } from '../state/auth';
import { recordingApi } from '../testing/recordingApi';
import { setApiClientHooks } from './client';
import {
  createComment,
  deleteComment,
  fetchCommentReplies,
  fetchComments,
  fetchNotifications,
  markNotificationsRead,
  sendFeedback,
  setCommentLike,
} from './social';

const api = recordingApi();
const { seen } = api;

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  seen.length = 0;
  portalStore.set(authAtom, LOGGED_OUT);
  setApiClientHooks({ onError: undefined, relogin: undefined, onLoggedOut: undefined });
});

const logIn = () =>
  portalStore.set(authAtom, {
    user: { identity: 'i', user_id: 'u', name: 'n', game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 } },
    access_token: 'tok',
    expires_at: Date.now() + 1e6,
    isLoggedIn: true,
  });

describe('social endpoints', () => {
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

  it('posts comment writes, notification status and feedback as JSON with the token', async () => {
    logIn();
    await createComment({ slug: 'snake', content: 'hi', parent_id: 3 });
    await deleteComment(4);
    await setCommentLike(5, false);
    await fetchNotifications({ page: 1 });
    await markNotificationsRead({ all: true });
    await sendFeedback({ message: 'hello there', slug: 'snake' });
    expect(seen.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /app/api/v1/user/g/comment/create',
      'POST /app/api/v1/user/g/comment/delete',
      'POST /app/api/v1/user/g/comment/interactive',
      'GET /app/api/v1/user/n',
      'POST /app/api/v1/user/n/status',
      'POST /app/api/v1/user/feedback',
    ]);
    expect(seen.map((r) => r.body)).toEqual([
      { slug: 'snake', content: 'hi', parent_id: 3 },
      { comment_id: 4 },
      { comment_id: 5, like: false },
      undefined,
      { all: true },
      { message: 'hello there', slug: 'snake' },
    ]);
    expect(seen.every((r) => r.authorization === 'Bearer tok')).toBe(true);
  });

  it('refuses user calls without a login before any request', async () => {
    await expect(sendFeedback({ message: 'hello there' })).rejects.toMatchObject({ code: 401 });
    expect(seen).toHaveLength(0);
  });
});
