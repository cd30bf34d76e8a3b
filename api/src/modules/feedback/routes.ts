import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import { FeedbackBody, FeedbackReceipt } from '@portal/shared/contract/social';
import { ok } from '../../http/envelope.js';
import { firstLanguageTag } from '../../http/language-tag.js';
import { perUser } from '../../http/limits.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { submitFeedback } from './service.js';

/** Feedback and contact messages from signed-in users, stored for staff. */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feedbackLimit = perUser(app, 'feedback', app.config.feedbackRateLimit, '10 minutes');
  app.post(
    '/user/feedback',
    {
      preHandler: [requireUser, feedbackLimit],
      schema: { body: FeedbackBody, response: { 200: envelope(FeedbackReceipt) } },
    },
    async (request) => {
      const receipt = await submitFeedback(app.db, {
        ...request.body,
        userId: currentUserId(request),
        userAgent: request.headers['user-agent'],
        locale: firstLanguageTag(request.headers['accept-language']),
      });
      return ok(receipt);
    },
  );
};
