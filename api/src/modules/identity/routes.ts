import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Done, envelope, NoQuery } from '@portal/shared/contract/common';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  ProviderTokenResult,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '@portal/shared/contract/identity';
import type { Redis } from 'ioredis';
import { SIGNED_IN_COOKIE } from '@portal/server-kit';
import { AppError, ok } from '../../http/envelope.js';
import { byAddress, limiter } from '../../http/limits.js';
import { resolveLanguage } from '../../i18n/languages.js';
import { revokeAccessTokens } from '../users/service.js';
import { crossSiteRequest, noSession } from './errors.js';
import { createLockout } from './lockout.js';
import { fromPortal } from './request-origin.js';
import { ResetMailer } from './mailer.js';
import { issueProviderToken, PROVIDER_NAME, type ProviderAccount } from './provider-token.js';
import { accountById, changePassword, createPasswordReset, resetPassword, signIn, signUp } from './service.js';
import { createSession, deleteSession, sessionAccount } from './sessions.js';

export const IDENTITY_COOKIE = 'pn_identity';

/**
 * The built-in identity provider (the spec's "provider SDK", server side): accounts with email and password, an
 * httpOnly identity cookie scoped to these routes, and short-lived provider tokens for /auth/login. The portal
 * only ever sees provider tokens, so another provider can replace this module (see provider-token.ts).
 */
export const identityRoutes: FastifyPluginAsyncTypebox<{ redis?: Redis }> = async (app, { redis }) => {
  await app.register(fastifyCookie);
  const { config } = app;
  const mailer = new ResetMailer(config.smtp, app.log);
  app.addHook('onClose', async () => mailer.close());
  const cookiePath = app.prefix || '/';

  const tokenFor = async (account: ProviderAccount) => {
    const { token, expiresAt } = await issueProviderToken(
      app.signingKeys.provider,
      account,
      config.providerTokenTtlSeconds,
    );
    return { token, expires_at: expiresAt, account: { id: account.id, email: account.email } };
  };
  const startSession = async (reply: FastifyReply, account: ProviderAccount) => {
    const session = await createSession(app.db, account.id, config.identitySessionDays);
    reply.setCookie(IDENTITY_COOKIE, session.secret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.identityCookieSecure,
      path: cookiePath,
      expires: session.expiresAt,
    });
    // Pages are answered for this visitor alone while it lasts (pages never see the scoped cookie above).
    reply.setCookie(SIGNED_IN_COOKIE, '1', {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.identityCookieSecure,
      path: '/',
      expires: session.expiresAt,
    });
  };
  const clearCookie = (reply: FastifyReply) => {
    reply.clearCookie(IDENTITY_COOKIE, { path: cookiePath });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  };
  const sessionOf = async (request: FastifyRequest) => {
    const secret = request.cookies[IDENTITY_COOKIE];
    const accountId = await sessionAccount(app.db, secret);
    return accountId && secret ? { accountId, secret } : null;
  };

  const perIp = (name: string, max: number, timeWindow: string) =>
    limiter(app, { name: `${name}:ip`, max, timeWindow, key: byAddress });
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
  const perAccount = (name: string, max: number, timeWindow: string) =>
    limiter(app, { name: `${name}:account`, max, timeWindow, key: emailOf });
  // Failed guesses at one account from one address, with backoff (lockout.ts). Keyed to the address too, so a
  // stranger's guesses never lock the owner out of their own account; successes never count.
  const signInLockout = createLockout('sign-in:account-address', {
    max: config.signInAccountLimit,
    redis,
    namespace: config.rateLimitNamespace,
    onStoreError: (err) => app.log.error({ err }, 'sign-in lockout store unavailable; lockout lifted'),
  });
  const lockoutKey = (request: FastifyRequest) => `${emailOf(request)}\n${request.ip}`;

  // Every route here reads or sets the identity cookie: a page of another site must not drive them (logout, login
  // into the attacker's account, password change). Browsers send Origin on every POST, and Sec-Fetch-Site.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!fromPortal(request, config.portalOrigin)) throw crossSiteRequest();
  });

  app.post(
    '/sign-up',
    {
      schema: { body: SignUpBody, response: { 200: envelope(ProviderTokenResult) } },
      preHandler: perIp('sign-up', config.signUpIpLimit, '1 hour'),
    },
    async (request, reply) => {
      const account = await signUp(app.db, request.body);
      await startSession(reply, account);
      return ok(await tokenFor(account));
    },
  );

  app.post(
    '/sign-in',
    {
      schema: { body: SignInBody, response: { 200: envelope(ProviderTokenResult) } },
      preHandler: perIp('sign-in', config.signInIpLimit, '1 minute'),
    },
    async (request, reply) => {
      const key = lockoutKey(request);
      const wait = await signInLockout.lockedFor(key);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw new AppError(429, `Too many requests; try again in ${wait} s`);
      }
      const account = await signIn(app.db, request.body.email, request.body.password).catch(async (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 401) await signInLockout.failed(key);
        throw error;
      });
      await startSession(reply, account);
      return ok(await tokenFor(account));
    },
  );

  // The silent ("unaware") login: a provider token when the identity cookie is valid; nulls (not an error) when
  // not, since most visitors are guests and the front end asks on every start.
  const noInput = { querystring: NoQuery };
  app.post(
    '/token',
    { schema: { ...noInput, response: { 200: envelope(ProviderTokenResult) } } },
    async (request, reply) => {
      const session = await sessionOf(request);
      const account = session ? await accountById(app.db, session.accountId) : null;
      if (!account) {
        if (request.cookies[IDENTITY_COOKIE]) clearCookie(reply);
        return ok({ token: null, expires_at: null, account: null });
      }
      return ok(await tokenFor(account));
    },
  );

  app.post('/sign-out', { schema: { ...noInput, response: { 200: envelope(Done) } } }, async (request, reply) => {
    const secret = request.cookies[IDENTITY_COOKIE];
    if (secret) await deleteSession(app.db, secret);
    clearCookie(reply);
    return ok({ done: true });
  });

  app.post(
    '/password/forgot',
    {
      schema: { body: ForgotPasswordBody, response: { 200: envelope(Done) } },
      preHandler: [
        perIp('reset', config.passwordResetIpLimit, '1 hour'),
        perAccount('reset', config.passwordResetIpLimit, '1 hour'),
      ],
    },
    async (request) => {
      const reset = await createPasswordReset(app.db, request.body.email, config.passwordResetTtlMinutes);
      if (reset) {
        const language = resolveLanguage(request.body.language);
        const prefix = language === 'en' ? '' : `/${language}`;
        const link = new URL(`${prefix}${config.passwordResetPath}`, config.portalOrigin);
        link.searchParams.set('reset_token', reset.secret);
        await mailer.send({ to: reset.email, link: link.href, language, minutes: config.passwordResetTtlMinutes });
      }
      return ok({ done: true });
    },
  );

  app.post(
    '/password/reset',
    {
      schema: { body: ResetPasswordBody, response: { 200: envelope(Done) } },
      preHandler: perIp('reset-use', config.passwordResetIpLimit, '1 hour'),
    },
    async (request, reply) => {
      const accountId = await resetPassword(app.db, request.body.token, request.body.password);
      // A reset means the password may have leaked: portal sessions of this person end too.
      await app.tokenVersions.revoked(await revokeAccessTokens(app.db, `${PROVIDER_NAME}:${accountId}`));
      clearCookie(reply);
      return ok({ done: true });
    },
  );

  app.post(
    '/password/change',
    {
      schema: { body: ChangePasswordBody, response: { 200: envelope(Done) } },
      preHandler: perIp('change', config.signInIpLimit, '1 minute'),
    },
    async (request) => {
      const session = await sessionOf(request);
      if (!session) throw noSession();
      await changePassword(app.db, session.accountId, session.secret, request.body);
      return ok({ done: true });
    },
  );
};
