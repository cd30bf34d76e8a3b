import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { BlogCategory, BlogPost, BlogPostsPage } from '@portal/shared/contract/blog';
import {
  Category,
  CategoryGamesPage,
  GameDetail,
  GamePage,
  GameSitemapEntry,
  GameSummary,
  MakerGamesPage,
  SearchResultsPage,
  Tag,
  TagGamesPage,
} from '@portal/shared/contract/catalogue';
import { ListedGamePage, UserGameDetail, UserProfile } from '@portal/shared/contract/account';
import { envelope } from '@portal/shared/contract/common';
import { HistoryEntry, Registry } from '@portal/shared/contract/deploy';
import { OpsAccess, OpsHistory, OpsModeration, OpsOperators, OpsRemotes } from '@portal/shared/contract/ops';
import { StudioGames, StudioStats } from '@portal/shared/contract/studio';
import { Health, Readiness } from '@portal/shared/contract/health';
import { RemoteHealthSummary } from '@portal/shared/contract/remote-health';
import { SeoConfig } from '@portal/shared/contract/seo';
import { CommentPage, NotificationPage } from '@portal/shared/contract/social';
import { ModerationAccess, ModerationPage, PreviewLink, UploadItem, UploadPage } from '@portal/shared/contract/upload';
import type { BlogPostsPage as BlogPostsPageData } from '@portal/shared/types/blog';
import type { Comment } from '@portal/shared/types/social';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { API } from '../test/http.js';
import { strictErrors, undeclaredKeys } from '../test/strict-schema.js';
import { send } from '../test/users.js';
import { StoredReport } from '../modules/reports/routes.js';
import { useUploadPipeline, type User } from '../modules/upload/test-pipeline.js';
import { minimalGame } from '../modules/upload/test-zips.js';
import { configuredTokens } from '../modules/deploy/auth.js';
import { deployClient } from '../modules/deploy/test-client.js';
import { publish } from '../modules/deploy/test-versions.js';
import { setOperator } from '../modules/ops/operators.js';

/** Who sends a sample request: nobody, or one of the seeded players (the moderator reviews uploads). */
type As = 'guest' | 'alice' | 'bob' | 'moderator' | 'operator';

interface Sample {
  /** Path and query under the API prefix. */
  url: string;
  /** The contract's schema of `data` in the answer. */
  data: TSchema;
  as?: As;
  /** An answer that is not JSON (the CSV export): its content type, checked instead of a schema. */
  contentType?: RegExp;
}

interface Seed {
  post: string;
  comment: number;
  upload: string;
  /** Alice's game (its first version waits for review): the studio's sample. */
  game: string;
}

/**
 * Every GET route of the API with requests that reach its data, and the contract schema its answer must match.
 * A GET route missing here fails the test: add it with the contract schema it answers with.
 */
const samples = (seed: Seed): Record<string, Sample[]> => ({
  '/health': [{ url: '/health', data: Health }],
  '/ready': [{ url: '/ready', data: Readiness }],
  '/c': [{ url: '/c?language=fr', data: Type.Array(Category) }],
  '/g/c/:slug': [{ url: '/g/c/arcade?limit=3', data: CategoryGamesPage }],
  '/t': [{ url: '/t', data: Type.Array(Tag) }],
  '/g/t/:slug': [{ url: '/g/t/keyboard?limit=3&sort=new', data: TagGamesPage }],
  '/g/maker/:slug': [{ url: '/g/maker/playnook?limit=3', data: MakerGamesPage }],
  '/c/games': [{ url: '/c/games?limit=5&sort=top', data: GamePage }],
  '/c/hot': [{ url: '/c/hot', data: Type.Array(GameSummary) }],
  '/c/new': [{ url: '/c/new?language=ja', data: Type.Array(GameSummary) }],
  '/g/c/featured': [{ url: '/g/c/featured', data: Type.Array(GameSummary) }],
  '/g/recommend': [{ url: '/g/recommend?slug=snake', data: Type.Array(GameSummary) }],
  '/g/all': [{ url: '/g/all', data: Type.Array(GameSitemapEntry) }],
  '/g/:slug': [
    { url: '/g/snake', data: GameDetail },
    { url: '/g/snake?language=de', data: GameDetail, as: 'alice' },
  ],
  '/g/search': [
    { url: '/g/search?q=snake', data: SearchResultsPage },
    { url: '/g/search?q=snak&mode=suggest', data: SearchResultsPage },
  ],
  '/blog/all': [{ url: '/blog/all?limit=3', data: BlogPostsPage }],
  '/blog/categories': [{ url: '/blog/categories', data: Type.Array(BlogCategory) }],
  '/blog/detail': [{ url: `/blog/detail?slug=${seed.post}`, data: BlogPost }],
  '/seo/config': [{ url: '/seo/config', data: SeoConfig }],
  '/remote-health/summary': [{ url: '/remote-health/summary?remote=blog', data: RemoteHealthSummary }],
  '/user/info/get': [{ url: '/user/info/get', data: UserProfile, as: 'alice' }],
  '/user/g/favorite': [{ url: '/user/g/favorite', data: ListedGamePage, as: 'alice' }],
  '/user/g/liked': [{ url: '/user/g/liked', data: ListedGamePage, as: 'alice' }],
  '/user/g/recent': [{ url: '/user/g/recent', data: ListedGamePage, as: 'alice' }],
  '/user/g/detail': [{ url: '/user/g/detail?slug=snake', data: UserGameDetail, as: 'alice' }],
  '/user/favorites': [{ url: '/user/favorites', data: ListedGamePage, as: 'alice' }],
  '/g/comment/list': [
    { url: '/g/comment/list?slug=snake', data: CommentPage },
    { url: '/g/comment/list?slug=snake&sort=top', data: CommentPage, as: 'bob' },
  ],
  '/g/comment/replies': [{ url: `/g/comment/replies?comment_id=${seed.comment}`, data: CommentPage, as: 'alice' }],
  '/user/n': [
    { url: '/user/n', data: NotificationPage, as: 'alice' },
    { url: '/user/n', data: NotificationPage, as: 'bob' },
  ],
  '/user/upload/mine': [{ url: '/user/upload/mine', data: UploadPage, as: 'alice' }],
  '/user/upload/detail': [{ url: `/user/upload/detail?file_id=${seed.upload}`, data: UploadItem, as: 'alice' }],
  '/user/upload/preview': [{ url: `/user/upload/preview?file_id=${seed.upload}`, data: PreviewLink, as: 'alice' }],
  '/user/moderation/access': [{ url: '/user/moderation/access', data: ModerationAccess, as: 'moderator' }],
  '/user/moderation/uploads': [{ url: '/user/moderation/uploads', data: ModerationPage, as: 'moderator' }],
  '/user/moderation/reports': [{ url: '/user/moderation/reports', data: Type.Array(StoredReport), as: 'moderator' }],
  '/deploy/registry': [{ url: '/deploy/registry', data: Registry, as: 'operator' }],
  '/deploy/remotes/:remote/history': [
    { url: '/deploy/remotes/blog/history', data: Type.Array(HistoryEntry), as: 'operator' },
  ],
  '/studio/games': [{ url: '/studio/games', data: StudioGames, as: 'alice' }],
  '/studio/games/:slug/stats': [{ url: `/studio/games/${seed.game}/stats`, data: StudioStats, as: 'alice' }],
  '/studio/games/:slug/stats.csv': [
    { url: `/studio/games/${seed.game}/stats.csv`, data: Type.String(), as: 'alice', contentType: /^text\/csv/ },
  ],
  // The moderator of these tests is given the operator role too (before()).
  '/ops/access': [{ url: '/ops/access', data: OpsAccess, as: 'moderator' }],
  '/ops/remotes': [{ url: '/ops/remotes', data: OpsRemotes, as: 'moderator' }],
  '/ops/history': [{ url: '/ops/history?remote=blog', data: OpsHistory, as: 'moderator' }],
  '/ops/moderation': [{ url: '/ops/moderation', data: OpsModeration, as: 'moderator' }],
  '/ops/operators': [{ url: '/ops/operators', data: OpsOperators, as: 'moderator' }],
});

/** A list answer must hold something, or its items' schema would not be checked at all. */
function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}

interface Route {
  method: string;
  url: string;
  hidden: boolean;
}

describe('contract drift: every answer is exactly its contract schema', () => {
  const routes: Route[] = [];
  /** Answers whose handler returned values their response schema would drop, or that have no schema at all. */
  const dropped: string[] = [];

  /** Records the routes, and checks what each handler returns before it is serialised. */
  const instrument = (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, hidden: route.schema?.hide === true });
    });
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode >= 300) return payload;
      const where = `${request.method} ${request.routeOptions.url}`;
      const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
      const schema = responses[reply.statusCode] ?? responses[`${Math.floor(reply.statusCode / 100)}xx`];
      if (!schema) dropped.push(`${where}: no response schema for ${reply.statusCode}`);
      else for (const path of undeclaredKeys(schema, payload)) dropped.push(`${where}: ${path} is not in the schema`);
      return payload;
    });
  };
  const pipeline = useUploadPipeline(instrument);
  const { t } = pipeline;
  const users = {} as Record<Exclude<As, 'guest' | 'operator'>, User>;
  const seed = {} as Seed;

  const ok = async (method: 'GET' | 'POST', url: string, user: User, payload?: object) => {
    const res = await send(t.app, method, url, { headers: user.authHeader, payload });
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  // Data for every list to have items: favourites, likes, saved progress, a comment thread with replies, likes and
  // notifications, an upload rejected (with its notification) and one waiting for review.
  before(async () => {
    Object.assign(users, pipeline.users);
    const { alice, bob, moderator } = users;
    await ok('POST', '/user/g/favorite', alice, { slug: 'snake', favorite: true });
    await ok('POST', '/user/g/like', alice, { slug: 'snake', like: true });
    await ok('POST', '/user/g/report', alice, { slug: 'snake', progress: { level: 3, scores: [10, 20] } });
    const top = (await ok('POST', '/user/g/comment/create', bob, { slug: 'snake', content: 'Fast!' })) as Comment;
    const reply = (await ok('POST', '/user/g/comment/create', alice, {
      slug: 'snake',
      content: 'Agreed',
      parent_id: top.id,
    })) as Comment;
    await ok('POST', '/user/g/comment/create', bob, { slug: 'snake', content: 'Thanks', parent_id: reply.id });
    await ok('POST', '/user/g/comment/interactive', alice, { comment_id: top.id, like: true });
    // A broken-game report (guests may send one too; a signed-in player's device id is sent the same way).
    const report = await send(t.app, 'POST', '/g/snake/report', {
      headers: { ...alice.authHeader, 'x-device-id': 'drift-device-1' },
      payload: { problem: 'display', message: 'Digits overlap' },
    });
    assert.equal(report.status, 200, JSON.stringify(report.body));
    seed.comment = top.id;

    const rejected = await pipeline.confirmed(alice, await minimalGame());
    await ok('POST', '/user/upload/submit', alice, pipeline.details(rejected, { title: 'Rock Rain' }));
    await ok('POST', '/user/moderation/reject', moderator, { file_id: rejected, reason: 'The game does not start.' });
    seed.upload = await pipeline.confirmed(alice, await minimalGame());
    await ok('POST', '/user/upload/submit', alice, pipeline.details(seed.upload));

    const posts = await send<BlogPostsPageData>(t.app, 'GET', '/blog/all?limit=1');
    seed.post = posts.body.data.items[0]!.slug;

    // A released version with a canary beside it and a pin, so the registry and the history hold every field.
    const operator = deployClient(t.app, configuredTokens(t.context.config).operator);
    await publish(operator, 'blog', '1.0.0-drift1');
    await publish(operator, 'blog', '1.0.0-drift2');
    await operator.post('/remotes/blog/release', { version: '1.0.0-drift1', reason: 'drift' });
    await operator.post('/remotes/blog/release', { version: '1.0.0-drift2', percent: 10 });
    await operator.post('/remotes/blog/pins', { version: '1.0.0-drift1', minutes: 10 });

    await setOperator(t.context.db, moderator.userId, true);
    const [game] = await t.context.db.query<{ slug: string }>(
      `SELECT slug FROM games WHERE owner_id = $1 AND status = 'pending_review'`,
      [alice.userId],
    );
    seed.game = game!.slug;
  });

  it('has a sample request for every GET route', () => {
    const gets = routes.filter((route) => route.method === 'GET' && !route.hidden).map((r) => r.url.slice(API.length));
    assert.deepEqual(gets.sort(), Object.keys(samples(seed)).sort());
  });

  it('answers every GET route with exactly the fields of its contract schema', async () => {
    const failures: string[] = [];
    for (const list of Object.values(samples(seed))) {
      for (const { url, data, as = 'guest', contentType } of list) {
        const headers =
          as === 'guest'
            ? { 'x-device-id': 'contract-test-device' }
            : as === 'operator'
              ? { authorization: `Bearer ${configuredTokens(t.context.config).operator}` }
              : users[as].authHeader;
        const res = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
        if (contentType) {
          if (res.statusCode !== 200 || !contentType.test(String(res.headers['content-type'])))
            failures.push(`GET ${url} (${as}): ${res.statusCode} ${String(res.headers['content-type'])}`);
          continue;
        }
        const body: unknown = res.json();
        if (res.statusCode !== 200) failures.push(`GET ${url} (${as}): ${res.statusCode} ${res.body}`);
        else if (isEmptyList((body as { data: unknown }).data)) failures.push(`GET ${url} (${as}): an empty list`);
        for (const error of strictErrors(envelope(data), body)) failures.push(`GET ${url} (${as}): ${error}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('never drops a value a handler returned (seeding writes included)', () => {
    assert.deepEqual(dropped, []);
  });
});
