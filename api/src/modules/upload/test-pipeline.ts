import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { GameDetail } from '@portal/shared/types/catalogue';
import type { PreSignResult, UploadItem, UploadReport } from '@portal/shared/types/upload';
import { loadConfig, type UploadConfig } from '../../config.js';
import { useTestApi } from '../../test/context.js';
import { send, signUpAndLogin, uniqueEmail } from '../../test/users.js';
import { filesUnder } from '../../test/files.js';
import { previewPrefixOf } from '../../storage/builds.js';

export type User = Awaited<ReturnType<typeof signUpAndLogin>>;

export const URL_SECRET = 'test-upload-url-secret-0123456789';

/**
 * A fresh API with uploads in a storage root of its own, for the enclosing describe(): three players (alice, bob
 * and a moderator, signed up before the tests run) and one helper per step of the upload flow.
 */
export function useUploadPipeline(
  instrument?: (app: FastifyInstance) => void,
  uploadOverrides: Partial<UploadConfig> = {},
) {
  const uploadDir = path.join(os.tmpdir(), `portal-uploads-${randomUUID()}`);
  const moderatorEmail = uniqueEmail('moderator');
  const t = useTestApi(
    {
      signUpIpLimit: 1000,
      upload: {
        ...loadConfig().upload,
        dir: uploadDir,
        urlSecret: URL_SECRET,
        moderatorEmails: [moderatorEmail],
        preSignRateLimit: 1000,
        rateLimit: 1000,
        putRateLimit: 1000,
        maxPending: 1000,
        maxInReview: 1000,
        maxHeldBytes: 1024 ** 4,
        // The machine's own free disk must not decide a test: the watermark's tests set their own.
        minFreeBytes: 0,
        ...uploadOverrides,
      },
    },
    instrument,
  );
  const users = {} as { alice: User; bob: User; moderator: User };
  after(() => rm(uploadDir, { recursive: true, force: true }));
  before(async () => {
    [users.alice, users.bob, users.moderator] = await Promise.all([
      signUpAndLogin(t.app, { name: 'alice' }),
      signUpAndLogin(t.app),
      signUpAndLogin(t.app, { email: moderatorEmail }),
    ]);
  });

  const preSign = (user: User, payload: Record<string, unknown>) =>
    send<PreSignResult>(t.app, 'POST', '/user/upload/preSign', { headers: user.authHeader, payload });
  const put = async (
    url: string,
    body: Buffer | Readable,
    headers: Record<string, string> = { 'content-type': 'application/zip' },
  ) => {
    const res = await t.app.inject({ method: 'PUT', url, headers, payload: body });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const confirm = (user: User, fileId: string) =>
    send<UploadReport>(t.app, 'POST', '/user/upload/confirm', {
      headers: user.authHeader,
      payload: { file_id: fileId },
    });
  const submit = (user: User, payload: Record<string, unknown>) =>
    send<UploadItem>(t.app, 'POST', '/user/upload/submit', { headers: user.authHeader, payload });
  const mine = (user: User) =>
    send<{ items: UploadItem[]; total: number }>(t.app, 'GET', '/user/upload/mine', { headers: user.authHeader });
  const game = (slug: string) => send<GameDetail>(t.app, 'GET', `/g/${slug}`);
  /** What one upload left: files in its scratch and archive root, objects in the store (its checked build). */
  const leftovers = async (fileId: string) => {
    const objects: string[] = [];
    for await (const object of t.context.objects.list(previewPrefixOf(fileId))) objects.push(object.key);
    return [...(await filesUnder(uploadDir)).filter((file) => file.includes(fileId)), ...objects];
  };

  async function uploaded(user: User, zip: Buffer): Promise<string> {
    const signed = await preSign(user, {
      file_name: 'game.zip',
      file_size: zip.length,
      content_type: 'application/zip',
    });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const res = await put(signed.body.data.upload_url, zip);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return signed.body.data.file_id;
  }

  async function confirmed(user: User, zip: Buffer): Promise<string> {
    const fileId = await uploaded(user, zip);
    const report = await confirm(user, fileId);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    assert.equal(report.body.data.ok, true, JSON.stringify(report.body.data.problems));
    return fileId;
  }

  const details = (fileId: string, extra: Record<string, unknown> = {}) => ({
    file_id: fileId,
    title: 'Comet Crash',
    description: 'Shoot the rocks.',
    instructions: 'Arrows to move, space to shoot.',
    category: 'arcade',
    tags: ['retro', 'keyboard'],
    orientation: 'landscape',
    thumbnail: { source: 'archive', path: 'img/cover.png' },
    languages: ['en', 'fr'],
    ...extra,
  });

  return { t, users, uploadDir, preSign, put, confirm, submit, mine, game, leftovers, uploaded, confirmed, details };
}
