import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  NotificationListQuery,
  NotificationPage,
  NotificationStatusBody,
  NotificationStatusResult,
} from '@portal/shared/contract/social';
import { ok } from '../../http/envelope.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { listNotifications, markRead } from './service.js';

/** The signed-in user's notifications: only ever their own, whatever id is asked for. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/n',
    {
      preHandler: requireUser,
      schema: { querystring: NotificationListQuery, response: { 200: envelope(NotificationPage) } },
    },
    async (request) => {
      const { page, limit, language } = request.query;
      return ok(
        await listNotifications(app.db, currentUserId(request), { page, limit, language: resolveLanguage(language) }),
      );
    },
  );

  app.post(
    '/user/n/status',
    {
      preHandler: requireUser,
      schema: { body: NotificationStatusBody, response: { 200: envelope(NotificationStatusResult) } },
    },
    async (request) => ok(await markRead(app.db, currentUserId(request), request.body)),
  );
};
