/**
 * @jest-environment node
 */
import { withRecordingApi } from '@portal/shared/testing/recordingApi';
import { fetchLikedGames, login, logout, modifyUserInfo, refreshAccessToken } from './account';
import { fetchNotifications, markNotificationsRead, sendFeedback } from './messages';

const { seen, logIn } = withRecordingApi();

describe("the account remote's calls", () => {
  it('logs in with type 1 by default and refreshes without a bearer token', async () => {
    await login({ token: 'provider', device_id: 'device-0001', guest_games: ['snake'] });
    await refreshAccessToken('access-1');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app/api/v1/auth/login',
      'POST /app/api/v1/auth/refresh',
    ]);
    expect(seen[0]!.body).toEqual({ type: 1, token: 'provider', device_id: 'device-0001', guest_games: ['snake'] });
    expect(seen[1]!.body).toEqual({ access_token: 'access-1' });
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it('sends profile, list, notification and feedback calls with the token', async () => {
    logIn();
    await modifyUserInfo({ name: 'Ada' });
    await fetchLikedGames({ page: 2 });
    await fetchNotifications({ page: 1 });
    await markNotificationsRead({ all: true });
    await sendFeedback({ message: 'hello there', slug: 'snake' });
    await logout();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app/api/v1/user/info/modify',
      'GET /app/api/v1/user/g/liked?page=2&language=en',
      'GET /app/api/v1/user/n?page=1&language=en',
      'POST /app/api/v1/user/n/status',
      'POST /app/api/v1/user/feedback',
      'POST /app/api/v1/user/logout',
    ]);
    expect(seen.map((r) => r.body)).toEqual([
      { name: 'Ada' },
      undefined,
      undefined,
      { all: true },
      { message: 'hello there', slug: 'snake' },
      undefined,
    ]);
    expect(seen.every((r) => r.authorization === 'Bearer tok')).toBe(true);
  });

  it('refuses user calls without a login before any request', async () => {
    await expect(sendFeedback({ message: 'hello there' })).rejects.toMatchObject({ code: 401 });
    expect(seen).toHaveLength(0);
  });
});
