import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { databaseKinds, startTestServer, type TestServer } from '../helpers/test-server';
import { createBrowser, startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { authFlows, users } from '../../src/server/db/schema';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(databaseKinds)('OIDC code flow with PKCE against oidc-provider [%s]', (kind) => {
  let server: TestServer;
  let provider: TestOidcProvider;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider(`${origin}/api/auth/callback/gplx`);
    server = await startTestServer(kind, {
      env: {
        PUBLIC_URL: origin,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAILS: 'boss@example.com',
      },
    });
    await server.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    await server.reset();
  });

  /** Drives a browser from our login endpoint through the provider back to /auth/callback. */
  async function signInThroughProvider(returnUrl: string) {
    const browser = createBrowser();
    const landing = await browser.follow(
      `${origin}/api/auth/login/gplx?returnUrl=${encodeURIComponent(returnUrl)}`,
      (url) => url.origin === origin && url.pathname === '/auth/callback',
    );
    const tempId = landing.searchParams.get('tempId');
    if (!tempId) return { landing, token: null };
    const exchanged = await fetch(`${origin}/api/auth/token/${tempId}`);
    const { token } = ((await exchanged.json()) as { data: { token: string } }).data;
    return { landing, token };
  }
  const me = (token: string) =>
    fetch(`${origin}/api/auth/me/gplx`, { headers: { authorization: `Bearer ${token}` } });

  it('signs a learner in with the real code flow and keys the account by issuer and sub', async () => {
    provider.useAccount({
      sub: 'google-123',
      email: 'lan@example.com',
      name: 'Nguyễn Lan',
      picture: 'https://example.com/lan.png',
    });
    const { landing, token } = await signInThroughProvider('/Profile');
    expect(landing.searchParams.get('returnUrl')).toBe('/Profile');
    expect(token).toBeTruthy();
    const profile = await me(token as string);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: object }).data).toMatchObject({
      email: 'lan@example.com',
      full_name: 'Nguyễn Lan',
      avatar_url: 'https://example.com/lan.png',
      role: 'user',
    });
    const rows = await server.db.select().from(users);
    expect(rows.map((r) => r.subject)).toEqual([`${provider.issuer}|google-123`]);
    expect(await server.db.select().from(authFlows)).toHaveLength(0);

    const again = await signInThroughProvider('/');
    const second = (await (await me(again.token as string)).json()) as { data: { id: string } };
    expect(second.data.id).toBe(rows[0]?.id);
    expect(await server.db.select().from(users)).toHaveLength(1);
  });

  it('sends PKCE S256, state and nonce to the provider and stores the verifier', async () => {
    const response = await fetch(`${origin}/api/auth/login/gplx?returnUrl=%2F`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/callback/gplx`);
    const [flow] = await server.db.select().from(authFlows);
    expect(flow?.state).toBe(location.searchParams.get('state'));
    expect(flow?.nonce).toBe(location.searchParams.get('nonce'));
    expect(flow?.code_verifier.length).toBeGreaterThanOrEqual(43);
  });

  it('makes ADMIN_EMAILS admins and refuses an open redirect', async () => {
    provider.useAccount({ sub: 'boss', email: 'boss@example.com', name: 'Sếp' });
    const { landing, token } = await signInThroughProvider('https://evil.example/steal');
    expect(landing.searchParams.get('returnUrl')).toBe('/');
    const body = (await (await me(token as string)).json()) as { data: { role: string } };
    expect(body.data.role).toBe('admin');
  });

  it('redirects errors to /auth/callback?error=… and creates nobody', async () => {
    const unknownState = await fetch(`${origin}/api/auth/callback/gplx?code=abc&state=nope`, {
      redirect: 'manual',
    });
    expect(unknownState.status).toBe(302);
    expect(unknownState.headers.get('location')).toBe('/auth/callback?error=sign-in-expired');

    const login = await fetch(`${origin}/api/auth/login/gplx`, { redirect: 'manual' });
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const badCode = await fetch(
      `${origin}/api/auth/callback/gplx?code=forged&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(provider.issuer)}`,
      { redirect: 'manual' },
    );
    expect(badCode.headers.get('location')).toBe('/auth/callback?error=sign-in-failed');
    // The flow is single use: replaying the same state is refused as expired.
    const replay = await fetch(`${origin}/api/auth/callback/gplx?code=x&state=${state}`, {
      redirect: 'manual',
    });
    expect(replay.headers.get('location')).toBe('/auth/callback?error=sign-in-expired');
    expect(await server.db.select().from(users)).toHaveLength(0);
  });

  it('disables the development sign-in when an issuer is configured', async () => {
    const response = await fetch(`${origin}/api/auth/dev/gplx`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x%40example.com&name=X',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('dev-sign-in-disabled');
    expect(await server.db.select().from(users).where(eq(users.email, 'x@example.com'))).toEqual(
      [],
    );
  });
});
