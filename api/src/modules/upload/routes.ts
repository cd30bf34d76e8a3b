import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { envelope } from '@portal/shared/contract/common';
import {
  FileIdBody,
  FileIdQuery,
  PreSignBody,
  PreSignResult,
  PreviewLink,
  PutParams,
  PutQuery,
  SUBMIT_BODY_LIMIT,
  SubmitUploadBody,
  UploadItem,
  UploadListQuery,
  UploadPage,
  UploadPutResult,
  UploadReport,
} from '@portal/shared/contract/upload';
import { UPLOAD_ZIP_CONTENT_TYPES } from '@portal/shared/types/upload';
import { AppError, ok } from '../../http/envelope.js';
import { byAddress, limiter, perUser } from '../../http/limits.js';
import { createArchiveStore } from '../../storage/archive-store.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import {
  confirmUpload,
  freshPreviewUrl,
  getMyUpload,
  listMyUploads,
  preSign,
  previewUrlOf,
  receiveUpload,
  type UploadDeps,
} from './service.js';
import { scheduleUploadSweep } from './expiry.js';
import { UploadUrlSigner, uploadUrlKey } from './signed-url.js';
import { previewLinksOf } from './preview-links.js';
import { submitUpload } from './submit.js';

/**
 * Game uploads (product §7): preSign → PUT the bytes → confirm → submit, and the uploader's own list. The PUT route
 * is not under /user/: its signed URL is its credential, so the browser sends no token with it.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.upload;
  const deps: UploadDeps = {
    db: app.db,
    config,
    gamesOrigin: app.config.gamesOrigin,
    store: createArchiveStore(config),
    objects: app.objects,
    signer: new UploadUrlSigner(uploadUrlKey(config.urlSecret, app.signingKeys.access)),
    previews: previewLinksOf(app.config, app.signingKeys.access),
    apiPrefix: app.prefix,
    freeSpace: app.uploadFreeSpace,
    diskFolders: app.objects.kind === 'disk' ? [config.dir, app.config.objectsDir] : [config.dir],
  };
  const stopSweep = scheduleUploadSweep(deps, app.log);
  app.addHook('onClose', async () => stopSweep());
  const perUserHour = perUser(app, 'upload-presign', config.preSignRateLimit, '1 hour');
  const perUserMinute = perUser(app, 'upload', config.rateLimit);
  const perAddress = limiter(app, {
    name: 'upload-put',
    max: config.putRateLimit,
    timeWindow: '1 minute',
    key: byAddress,
  });

  // Archive bodies reach the handler as the raw request stream: never buffered, sized while written to disk.
  app.addContentTypeParser([...UPLOAD_ZIP_CONTENT_TYPES], (_request, payload, done) => done(null, payload));

  app.post(
    '/user/upload/preSign',
    {
      preHandler: [requireUser, perUserHour],
      schema: { body: PreSignBody, response: { 200: envelope(PreSignResult) } },
    },
    async (request) => ok(await preSign(deps, currentUserId(request), request.body)),
  );

  app.put(
    '/upload/put/:file_id',
    {
      preHandler: perAddress,
      schema: {
        description: 'The archive as the raw body (Content-Type: application/zip), at most the size given to preSign.',
        params: PutParams,
        querystring: PutQuery,
        response: { 200: envelope(UploadPutResult) },
      },
    },
    async (request, reply) => {
      const length = request.headers['content-length'];
      const contentLength = length === undefined ? undefined : Number(length);
      const body = request.body as Readable | undefined;
      try {
        if (!body || typeof (body as Readable).pipe !== 'function')
          throw new AppError(415, 'Send the archive as the raw body (Content-Type: application/zip)');
        return ok(await receiveUpload(deps, request.params.file_id, request.query, body, contentLength));
      } catch (error) {
        // The rest of an oversize body is not read: close the connection after answering.
        if (error instanceof AppError && error.statusCode === 413) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.post(
    '/user/upload/confirm',
    {
      preHandler: [requireUser, perUserMinute],
      schema: { body: FileIdBody, response: { 200: envelope(UploadReport) } },
    },
    async (request) => {
      const report = await confirmUpload(deps, currentUserId(request), request.body.file_id);
      return ok({ ...report, preview_url: await previewUrlOf(deps, request.body.file_id) });
    },
  );

  app.post(
    '/user/upload/submit',
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      preHandler: [requireUser, perUserMinute],
      schema: { body: SubmitUploadBody, response: { 200: envelope(UploadItem) } },
    },
    async (request) => ok(await submitUpload(deps, currentUserId(request), request.body)),
  );

  app.get(
    '/user/upload/mine',
    { preHandler: requireUser, schema: { querystring: UploadListQuery, response: { 200: envelope(UploadPage) } } },
    async (request) => ok(await listMyUploads(deps, currentUserId(request), request.query)),
  );

  // A page whose preview URL ran out asks for a fresh one (the uploader's own, or a moderator's for a pending build).
  app.get(
    '/user/upload/preview',
    { preHandler: requireUser, schema: { querystring: FileIdQuery, response: { 200: envelope(PreviewLink) } } },
    async (request) => ok(await freshPreviewUrl(deps, currentUserId(request), request.query.file_id)),
  );

  app.get(
    '/user/upload/detail',
    { preHandler: requireUser, schema: { querystring: FileIdQuery, response: { 200: envelope(UploadItem) } } },
    async (request) => ok(await getMyUpload(deps, currentUserId(request), request.query.file_id)),
  );
};
