/*
 * Sign-in endpoints: GET login/:appId (OIDC redirect, or the development form when no issuer is
 * configured outside production), GET callback/:appId (code exchange), POST dev/:appId (development
 * sign-in) and GET token/:tempId (one-time exchange of the handoff for our JWT).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ApiError, ok } from '../http/errors.js';
import { createHandoff, redeemHandoff } from './auth-handoff.js';
import { devSignInPage, devSignInText } from './dev-sign-in-page.js';
import { completeLogin, SignInError, startLogin } from './oidc-flow.js';
import { safeReturnUrl } from './return-url.js';
import { signSessionToken } from './session-token.js';
import { upsertSignedInUser, type SignInIdentity } from './users-repository.js';

type AppParams = { Params: { appId: string } };
const limited = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,189}\.[^\s@<>".]{2,63}$/;

export function assertApp(deps: RouteDeps, appId: string): void {
  if (appId !== deps.config.appId) throw new ApiError(404, 'unknown-app', 'Unknown app');
}

const callbackPage = (params: Record<string, string>) =>
  `/auth/callback?${new URLSearchParams(params).toString()}`;

export const signInRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { config } = deps;
  const devMode = !config.oidc && !config.production;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const notConfigured = () =>
    new ApiError(503, 'sign-in-not-configured', 'Sign-in is not configured on this server');

  /** Our JWT for this identity, parked behind a one-time tempId; redirects to the callback page. */
  async function handOff(reply: FastifyReply, identity: SignInIdentity, returnUrl: string) {
    const now = deps.now();
    const user = await upsertSignedInUser(deps.db, identity, config.adminEmails, now);
    const token = await signSessionToken(deps, user.id);
    const tempId = await createHandoff(deps.db, token, returnUrl, now);
    return reply.redirect(callbackPage({ tempId, returnUrl }), 302);
  }

  app.get<AppParams & { Querystring: { returnUrl?: string } }>(
    '/api/auth/login/:appId',
    { config: limited },
    async (request, reply) => {
      assertApp(deps, request.params.appId);
      const returnUrl = safeReturnUrl(request.query.returnUrl);
      if (config.oidc) {
        try {
          return reply.redirect(await startLogin(deps, config.oidc, returnUrl), 302);
        } catch (error) {
          request.log.warn({ err: error }, 'sign-in: could not reach the issuer');
          return reply.redirect(callbackPage({ error: 'provider-unavailable' }), 302);
        }
      }
      if (!devMode) throw notConfigured();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(devSignInPage(config.appId, returnUrl));
    },
  );

  app.get<AppParams>('/api/auth/callback/:appId', { config: limited }, async (request, reply) => {
    assertApp(deps, request.params.appId);
    if (!config.oidc) {
      if (!devMode) throw notConfigured();
      return reply.redirect(callbackPage({ error: 'sign-in-not-configured' }), 302);
    }
    const query = new URL(request.url, 'http://local').searchParams;
    try {
      const login = await completeLogin(deps, config.oidc, query);
      return await handOff(reply, login.identity, login.returnUrl);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ err: error.cause ?? error, code: error.code }, 'sign-in failed');
      return reply.redirect(callbackPage({ error: error.code }), 302);
    }
  });

  app.post<AppParams & { Body: Record<string, unknown> | undefined }>(
    '/api/auth/dev/:appId',
    { config: limited },
    async (request, reply) => {
      assertApp(deps, request.params.appId);
      if (config.oidc) throw new ApiError(403, 'dev-sign-in-disabled', 'An issuer is configured');
      if (!devMode) throw notConfigured();
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const name = typeof body.name === 'string' ? body.name.trim().slice(0, 80) : '';
      const returnUrl = safeReturnUrl(body.returnUrl);
      if (!EMAIL.test(email) || email.length > 254) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(devSignInPage(config.appId, returnUrl, devSignInText.invalid));
      }
      const identity = { subject: `dev|${email}`, email, fullName: name, avatarUrl: null };
      return handOff(reply, identity, returnUrl);
    },
  );

  app.get<{ Params: { tempId: string } }>(
    '/api/auth/token/:tempId',
    { config: limited },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tempId = request.params.tempId;
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(tempId)) {
        throw new ApiError(400, 'temp-id-unknown', 'Unknown sign-in code');
      }
      return ok({ token: await redeemHandoff(deps.db, tempId, deps.now()) });
    },
  );
};
