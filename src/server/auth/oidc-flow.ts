/*
 * OpenID Connect authorization code flow with PKCE (openid-client 6) against the configured issuer
 * (Google in production, oidc-provider on loopback in tests). Discovery is cached per issuer; the
 * flow state lives in auth_flows so any replica can finish a login another one started.
 */
import * as client from 'openid-client';
import type { RouteDeps } from '../app.js';
import type { ServerConfig } from '../config.js';
import { saveFlow, takeFlow } from './auth-handoff.js';
import type { SignInIdentity } from './users-repository.js';

type OidcSettings = NonNullable<ServerConfig['oidc']>;
const discovered = new Map<string, Promise<client.Configuration>>();

/** A sign-in failure whose code is shown on /auth/callback?error=<code>. */
export class SignInError extends Error {
  constructor(
    readonly code: string,
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'SignInError';
  }
}

export const callbackUrl = (config: ServerConfig) =>
  `${config.publicUrl}/api/auth/callback/${config.appId}`;

const isLoopback = (hostname: string) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

function configuration(oidc: OidcSettings, fetchImpl: typeof fetch): Promise<client.Configuration> {
  const key = `${oidc.issuer}|${oidc.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(oidc.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
    pending = client.discovery(
      issuer,
      oidc.clientId,
      { client_secret: oidc.clientSecret },
      client.ClientSecretBasic(oidc.clientSecret),
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        [client.customFetch]: (url, options) => fetchImpl(url, options as RequestInit),
      },
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

/** Stores a new flow and returns the provider's authorization URL to redirect the browser to. */
export async function startLogin(
  deps: RouteDeps,
  oidc: OidcSettings,
  returnUrl: string,
): Promise<string> {
  const config = await configuration(oidc, deps.fetch);
  const codeVerifier = client.randomPKCECodeVerifier();
  const flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    returnUrl,
  };
  await saveFlow(deps.db, flow, deps.now());
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps.config),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return url.href;
}

export type CompletedLogin = { identity: SignInIdentity; returnUrl: string };

/** Finishes the flow from the callback's query string; throws SignInError with a short code. */
export async function completeLogin(
  deps: RouteDeps,
  oidc: OidcSettings,
  query: URLSearchParams,
): Promise<CompletedLogin> {
  const state = query.get('state');
  const flow = state ? await takeFlow(deps.db, state, deps.now()) : null;
  if (!flow) throw new SignInError('sign-in-expired');
  if (query.has('error')) {
    throw new SignInError(
      query.get('error') === 'access_denied' ? 'access-denied' : 'provider-error',
    );
  }
  const config = await configuration(oidc, deps.fetch);
  let claims: Record<string, unknown>;
  let subject: string;
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      new URL(`${callbackUrl(deps.config)}?${query.toString()}`),
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    const idToken = tokens.claims();
    if (!idToken) throw new SignInError('sign-in-failed');
    subject = `${idToken.iss}|${idToken.sub}`;
    claims = { ...idToken };
    if (typeof claims.email !== 'string') {
      const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...info, ...claims };
    }
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError('sign-in-failed', error);
  }
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email) throw new SignInError('email-missing');
  if (claims.email_verified === false) throw new SignInError('email-not-verified');
  const name = typeof claims.name === 'string' ? claims.name : '';
  const picture = typeof claims.picture === 'string' ? claims.picture : null;
  return {
    identity: {
      subject,
      email,
      fullName: name,
      avatarUrl: picture?.startsWith('https://') ? picture : null,
    },
    returnUrl: flow.returnUrl,
  };
}
