/*
 * A real OpenID Provider (oidc-provider 9) on 127.0.0.1 standing in for Google in tests: one
 * confidential client (client_secret_basic, PKCE required), accounts whose claims the test sets, and
 * interactions completed programmatically (login + consent in one step, no HTML forms). Also a tiny
 * cookie-keeping "browser" that follows redirects by hand.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type TestAccount = { sub: string; email: string; name: string; picture?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in as. */
  useAccount: (account: TestAccount) => void;
  close: () => Promise<void>;
};

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount = { sub: 'user-1', email: 'hocvien@example.com', name: 'Học viên' };
  accounts.set(current.sub, current);
  const ready: { provider?: Provider } = {};

  const server: Server = createServer((req, res) => {
    const provider = ready.provider;
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      void finishInteraction(provider, req, res, current.sub).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'gplx-test-client';
  const clientSecret = 'gplx-test-secret-gplx-test-secret';
  ready.provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key-1'] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    useAccount: (account) => {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type NodeRequest = Parameters<Provider['interactionDetails']>[0];
type NodeResponse = Parameters<Provider['interactionDetails']>[1];

/** Signs the current account in and grants the requested scopes, then lets the provider resume. */
async function finishInteraction(
  provider: Provider,
  req: NodeRequest,
  res: NodeResponse,
  accountId: string,
) {
  const details = await provider.interactionDetails(req, res);
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** A minimal browser: keeps cookies per origin and follows redirects until `stop` says so. */
export function createBrowser() {
  const jars = new Map<string, Map<string, string>>();
  async function get(url: string): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = jars.get(origin) ?? new Map<string, string>();
    jars.set(origin, jar);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  /** Follows redirects from `start` until a Location satisfies `stop`; returns that absolute URL. */
  async function follow(start: string, stop: (url: URL) => boolean, maxHops = 12): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < maxHops; hop += 1) {
      if (stop(url)) return url;
      const response = await get(url.href);
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) {
        throw new Error(
          `no redirect from ${url.href}: ${response.status} ${await response.text()}`,
        );
      }
      url = new URL(location, url);
    }
    throw new Error(`too many redirects from ${start}`);
  }
  return { get, follow };
}
