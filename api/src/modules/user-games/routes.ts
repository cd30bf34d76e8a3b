import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  FavoriteBody,
  FavoriteResult,
  LegacyFavoriteBody,
  ListedGamePage,
  RecentRemoval,
  RemoveRecentBody,
  ReportBody,
  ReportResult,
  UserGameDetail,
  UserGameListQuery,
  UserGameQuery,
} from '@portal/shared/contract/account';
import { envelope, LanguageOnlyQuery, SlugParams } from '@portal/shared/contract/common';
import { ACCOUNT_ERROR_CODES } from '@portal/shared/types/account';
import { AppError, badRequest, ok } from '../../http/envelope.js';
import { userWriteLimit } from '../../http/limits.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import {
  RECENT_CAP,
  removeRecent,
  reportPlay,
  setFavorite,
  userGameDetail,
  userGameList,
  type ListName,
} from './service.js';

/** A signed-in user's games: favourites, liked games, recently played, per-game detail and saved progress (a like itself: counters/routes.ts). */
export const userGameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const writeLimit = userWriteLimit(app);
  const reader = { preHandler: requireUser };
  const writer = { preHandler: [requireUser, writeLimit] };
  const listContext = (language: string | undefined) => ({
    language: resolveLanguage(language),
    gamesOrigin: config.gamesOrigin,
  });

  const favorite = async (request: FastifyRequest, slug: string, wanted: boolean) => {
    const userId = currentUserId(request);
    await setFavorite(app.db, userId, slug, wanted);
    return ok({ slug, favorite: wanted, game_stats: (await app.profiles.written(userId)).game_stats });
  };

  app.post(
    '/user/g/favorite',
    { ...writer, schema: { body: FavoriteBody, response: { 200: envelope(FavoriteResult) } } },
    (request) => favorite(request, request.body.slug, request.body.favorite),
  );

  app.post(
    '/user/g/delete',
    { ...writer, schema: { body: RemoveRecentBody, response: { 200: envelope(RecentRemoval) } } },
    async (request) => {
      const { slug, all } = request.body;
      if (!slug && all !== true) throw badRequest('body.slug is required (or all: true to clear the list)');
      return ok({ removed: await removeRecent(app.db, currentUserId(request), { slug, all }) });
    },
  );

  const list = async (
    request: FastifyRequest,
    name: ListName,
    query: { language?: string; page: number; limit: number },
  ) =>
    ok(await userGameList(app.db, currentUserId(request), name, listContext(query.language), query.page, query.limit));
  const listSchema = { querystring: UserGameListQuery, response: { 200: envelope(ListedGamePage) } };
  app.get('/user/g/favorite', { ...reader, schema: listSchema }, (request) => list(request, 'favorite', request.query));
  app.get('/user/g/liked', { ...reader, schema: listSchema }, (request) => list(request, 'liked', request.query));
  app.get(
    '/user/g/recent',
    { ...reader, schema: { querystring: LanguageOnlyQuery, response: { 200: envelope(ListedGamePage) } } },
    async (request) =>
      ok(
        await userGameList(
          app.db,
          currentUserId(request),
          'recent',
          listContext(request.query.language),
          1,
          RECENT_CAP,
        ),
      ),
  );

  app.get(
    '/user/g/detail',
    { ...reader, schema: { querystring: UserGameQuery, response: { 200: envelope(UserGameDetail) } } },
    async (request) => ok(await userGameDetail(app.db, currentUserId(request), request.query.slug)),
  );

  app.post(
    '/user/g/report',
    {
      ...writer,
      // Room for the JSON escaping of the largest accepted save, so the size check below gives the clear message.
      bodyLimit: config.progressMaxBytes * 2 + 1024,
      schema: { body: ReportBody, response: { 200: envelope(ReportResult) } },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { slug, progress } = request.body;
      const json = progress === undefined ? undefined : JSON.stringify(progress);
      if (json !== undefined && Buffer.byteLength(json) > config.progressMaxBytes) {
        throw new AppError(
          413,
          `Saved progress must be at most ${config.progressMaxBytes} bytes of JSON`,
          ACCOUNT_ERROR_CODES.progressTooLarge,
        );
      }
      const savedAt = await reportPlay(app.db, userId, slug, json);
      return ok({ slug, progress_saved_at: savedAt, game_stats: (await app.profiles.written(userId)).game_stats });
    },
  );

  // Legacy favourites API (product §7): same rows as /user/g/favorite.
  app.get('/user/favorites', { ...reader, schema: listSchema }, (request) => list(request, 'favorite', request.query));
  app.post(
    '/user/favorites',
    { ...writer, schema: { body: LegacyFavoriteBody, response: { 200: envelope(FavoriteResult) } } },
    (request) => favorite(request, request.body.game_slug, true),
  );
  app.delete(
    '/user/favorites/:slug',
    { ...writer, schema: { params: SlugParams, response: { 200: envelope(FavoriteResult) } } },
    (request) => favorite(request, request.params.slug, false),
  );
};
