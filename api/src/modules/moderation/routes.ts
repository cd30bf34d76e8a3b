import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, NoQuery } from '@portal/shared/contract/common';
import {
  FileIdBody,
  ModerationAccess,
  ModerationItem,
  ModerationPage,
  RejectUploadBody,
  UploadListQuery,
} from '@portal/shared/contract/upload';
import { ok } from '../../http/envelope.js';
import { perUser } from '../../http/limits.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { previewLinksOf } from '../upload/preview-links.js';
import { isModerator, requireModerator } from './roles.js';
import { approveUpload, listReviewQueue, rejectUpload, type ModerationDeps } from './service.js';

/** The review queue of uploaded games: moderators list, preview (preview_url), approve and reject. */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: ModerationDeps = {
    db: app.db,
    gamesOrigin: app.config.gamesOrigin,
    objects: app.objects,
    previews: previewLinksOf(app.config, app.signingKeys.access),
    onCatalogueChange: () => app.catalogueCache.invalidate(),
  };
  const moderatorLimit = perUser(app, 'moderation', app.config.userWriteRateLimit);

  app.get(
    '/user/moderation/access',
    { preHandler: requireUser, schema: { querystring: NoQuery, response: { 200: envelope(ModerationAccess) } } },
    async (request) => ok({ moderator: await isModerator(app.db, app.config.upload, currentUserId(request)) }),
  );

  app.get(
    '/user/moderation/uploads',
    {
      preHandler: [requireUser, requireModerator],
      schema: { querystring: UploadListQuery, response: { 200: envelope(ModerationPage) } },
    },
    async (request) => ok(await listReviewQueue(deps, request.query)),
  );

  app.post(
    '/user/moderation/approve',
    {
      preHandler: [requireUser, requireModerator, moderatorLimit],
      schema: { body: FileIdBody, response: { 200: envelope(ModerationItem) } },
    },
    async (request) => ok(await approveUpload(deps, currentUserId(request), request.body.file_id)),
  );

  app.post(
    '/user/moderation/reject',
    {
      preHandler: [requireUser, requireModerator, moderatorLimit],
      schema: { body: RejectUploadBody, response: { 200: envelope(ModerationItem) } },
    },
    async (request) => ok(await rejectUpload(deps, currentUserId(request), request.body.file_id, request.body.reason)),
  );
};
