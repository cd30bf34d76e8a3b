import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  Comment,
  CommentDeleted,
  CommentIdBody,
  CommentLikeBody,
  CommentLikeResult,
  CommentListQuery,
  CommentPage,
  CreateCommentBody,
  ReplyListQuery,
} from '@portal/shared/contract/social';
import { ok } from '../../http/envelope.js';
import { perUser } from '../../http/limits.js';
import { currentUserId, optionalUser, requireUser } from '../auth/guard.js';
import { createComment, deleteComment, listComments, listReplies, setCommentLike } from './service.js';

/**
 * Comments on games: public lists (personalised when a valid token comes along, anonymous otherwise) and the
 * signed-in user's writes, rate limited per user.
 */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const policy = {
    maxLinks: app.config.commentMaxLinks,
    duplicateWindowSeconds: app.config.commentDuplicateWindowSeconds,
  };
  const viewerId = (user: { id: string } | null) => user?.id;
  const postLimit = perUser(app, 'comment-create', app.config.commentRateLimit);
  const likeLimit = perUser(app, 'comment-like', app.config.commentLikeRateLimit);

  app.get(
    '/g/comment/list',
    {
      preHandler: optionalUser,
      schema: { querystring: CommentListQuery, response: { 200: envelope(CommentPage) } },
    },
    async (request) => {
      const { slug, page, limit, sort } = request.query;
      return ok(await listComments(app.db, { slug, page, limit, sort, viewerId: viewerId(request.user) }));
    },
  );

  app.get(
    '/g/comment/replies',
    { preHandler: optionalUser, schema: { querystring: ReplyListQuery, response: { 200: envelope(CommentPage) } } },
    async (request) => {
      const { comment_id, page, limit } = request.query;
      return ok(await listReplies(app.db, { commentId: comment_id, page, limit, viewerId: viewerId(request.user) }));
    },
  );

  app.post(
    '/user/g/comment/create',
    {
      preHandler: [requireUser, postLimit],
      schema: { body: CreateCommentBody, response: { 200: envelope(Comment) } },
    },
    async (request) => {
      const { slug, content, parent_id } = request.body;
      return ok(
        await createComment(app.db, policy, { userId: currentUserId(request), slug, content, parentId: parent_id }),
      );
    },
  );

  app.post(
    '/user/g/comment/delete',
    { preHandler: requireUser, schema: { body: CommentIdBody, response: { 200: envelope(CommentDeleted) } } },
    async (request) => {
      const { comment_id } = request.body;
      await deleteComment(app.db, { userId: currentUserId(request), commentId: comment_id });
      return ok({ comment_id, deleted: true });
    },
  );

  app.post(
    '/user/g/comment/interactive',
    {
      preHandler: [requireUser, likeLimit],
      schema: { body: CommentLikeBody, response: { 200: envelope(CommentLikeResult) } },
    },
    async (request) => {
      const { comment_id, like } = request.body;
      return ok(await setCommentLike(app.db, { userId: currentUserId(request), commentId: comment_id, like }));
    },
  );
};
