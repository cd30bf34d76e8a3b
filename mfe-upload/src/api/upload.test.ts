/**
 * @jest-environment node
 */
import { authAtom, portalStore, setApiClientHooks, setRuntimeConfig } from '@portal/shared';
import { recordingApi } from '@portal/shared/testing/recordingApi';
import {
  approveUpload,
  confirmUpload,
  fetchModerationAccess,
  fetchModerationQueue,
  fetchMyUploads,
  fetchUpload,
  preSignUpload,
  rejectUpload,
  submitUpload,
  uploadTargetUrl,
} from './upload';

const api = recordingApi();
const { seen } = api;
let apiBase: string;

beforeAll(async () => {
  apiBase = await api.start();
});
afterAll(() => api.stop());
beforeEach(() => {
  seen.length = 0;
  setApiClientHooks({ onError: undefined, relogin: undefined, onLoggedOut: undefined });
  portalStore.set(authAtom, {
    user: { identity: 'i', user_id: 'u', name: 'n', game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 } },
    access_token: 'tok',
    expires_at: Date.now() + 1e6,
    isLoggedIn: true,
  });
});

const FILE_ID = '0b6c1f1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

describe('upload endpoints', () => {
  it('call the upload and moderation routes with the token and the documented payloads', async () => {
    await preSignUpload({ file_name: 'g.zip', file_size: 10, content_type: 'application/zip' });
    await confirmUpload(FILE_ID);
    await submitUpload({
      file_id: FILE_ID,
      title: 'T',
      category: 'arcade',
      orientation: 'any',
      thumbnail: { source: 'archive', path: 'a.png' },
      languages: ['en'],
    });
    await fetchMyUploads({ page: 2 });
    await fetchUpload(FILE_ID);
    await fetchModerationAccess();
    await fetchModerationQueue();
    await approveUpload(FILE_ID);
    await rejectUpload({ file_id: FILE_ID, reason: 'Broken' });
    expect(seen.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /app/api/v1/user/upload/preSign',
      'POST /app/api/v1/user/upload/confirm',
      'POST /app/api/v1/user/upload/submit',
      'GET /app/api/v1/user/upload/mine',
      'GET /app/api/v1/user/upload/detail',
      'GET /app/api/v1/user/moderation/access',
      'GET /app/api/v1/user/moderation/uploads',
      'POST /app/api/v1/user/moderation/approve',
      'POST /app/api/v1/user/moderation/reject',
    ]);
    expect(seen.every((r) => r.authorization === 'Bearer tok')).toBe(true);
    expect(seen[1]!.body).toEqual({ file_id: FILE_ID });
    expect(seen[3]!.url).toContain('page=2');
    expect(seen[4]!.url).toContain(`file_id=${FILE_ID}`);
    expect(seen[8]!.body).toEqual({ file_id: FILE_ID, reason: 'Broken' });
  });

  it('resolves the API’s own upload path against the API origin and keeps an S3 URL as it is', () => {
    const own = uploadTargetUrl(
      { upload_url: `/app/api/v1/upload/put/${FILE_ID}?expires=1&sig=x` },
      'https://portal.example/gameupload',
    );
    expect(own).toBe(`${new URL(apiBase).origin}/app/api/v1/upload/put/${FILE_ID}?expires=1&sig=x`);
    const s3 = 'https://bucket.s3.example/uploads/x.zip?X-Amz-Signature=abc';
    expect(uploadTargetUrl({ upload_url: s3 })).toBe(s3);
    setRuntimeConfig({ apiBase: '/app/api/v1' });
    expect(uploadTargetUrl({ upload_url: '/app/api/v1/upload/put/x' }, 'https://portal.example/fr/gameupload')).toBe(
      'https://portal.example/app/api/v1/upload/put/x',
    );
    setRuntimeConfig({ apiBase });
  });
});
