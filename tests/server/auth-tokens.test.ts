import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describeEachDatabase, startTestServer } from '../helpers/test-server';
import { postDevForm, redeemTempId, signInAs } from '../helpers/sign-in';
import { appSecrets, users } from '../../src/server/db/schema';
import { sessionSecret } from '../../src/server/auth/session-token';
import { safeReturnUrl } from '../../src/server/auth/return-url';

const clock = { now: new Date('2026-03-01T08:00:00Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-32');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachDatabase(
  'sign-in and tokens',
  (server) => {
    const me = (token: string) =>
      server().app.inject({ method: 'GET', url: '/api/auth/me/gplx', headers: bearer(token) });
    const tempIdOf = (location: string) =>
      new URL(location, 'http://local').searchParams.get('tempId') ?? '';

    it('serves the development sign-in page without script', async () => {
      const response = await server().app.inject({
        method: 'GET',
        url: '/api/auth/login/gplx?returnUrl=%2FProfile',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="vi">');
      expect(html).toContain(
        'Trang đăng nhập dành cho phát triển — không dùng trong môi trường thật',
      );
      expect(html).toContain('action="/api/auth/dev/gplx"');
      expect(html).toContain('<label for="email"');
      expect(html).toContain('Tên hiển thị');
      expect(html).toContain('name="returnUrl" value="/Profile"');
      expect(html).toContain('Đăng nhập (phát triển)');
      expect(html).not.toContain('<script');
    });

    it('signs in through the dev form, the tempId and /me', async () => {
      const form = await postDevForm(server().app, {
        email: 'Lan@Example.com',
        name: 'Nguyễn Lan',
        returnUrl: '/Profile?tab=1',
      });
      expect(form.status).toBe(302);
      const target = new URL(form.location, 'http://local');
      expect(target.pathname).toBe('/auth/callback');
      expect(target.searchParams.get('returnUrl')).toBe('/Profile?tab=1');
      const tempId = target.searchParams.get('tempId') ?? '';
      expect(tempId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const exchanged = await redeemTempId(server().app, tempId);
      expect(exchanged.statusCode).toBe(200);
      const { token } = exchanged.json().data;
      const profile = await me(token);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toMatchObject({
        email: 'lan@example.com',
        full_name: 'Nguyễn Lan',
        name: 'Nguyễn Lan',
        role: 'user',
        exp: 0,
        total_exp: 0,
        level: 1,
        achievements: [],
        settings: {},
      });
      const [row] = await server().db.select().from(users);
      expect(row?.subject).toBe('dev|lan@example.com');
      const verify = await server().app.inject({
        method: 'POST',
        url: '/api/auth/verify/gplx',
        headers: bearer(token),
      });
      expect(verify.json().data).toMatchObject({ authenticated: true, user: { id: row?.id } });
    });

    it('never redirects off our origin', async () => {
      for (const evil of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:x']) {
        const form = await postDevForm(server().app, { email: 'a@example.com', returnUrl: evil });
        expect(new URL(form.location, 'http://local').searchParams.get('returnUrl')).toBe('/');
        const page = await server().app.inject({
          method: 'GET',
          url: `/api/auth/login/gplx?returnUrl=${encodeURIComponent(evil)}`,
        });
        expect(page.body).toContain('name="returnUrl" value="/"');
      }
      expect(safeReturnUrl('/Study?category=B')).toBe('/Study?category=B');
      expect(safeReturnUrl('/a\u0000b')).toBe('/');
    });

    it('refuses a reused, an expired and an unknown tempId', async () => {
      const first = tempIdOf(
        (await postDevForm(server().app, { email: 'b@example.com' })).location,
      );
      expect((await redeemTempId(server().app, first)).statusCode).toBe(200);
      const reused = await redeemTempId(server().app, first);
      expect(reused.statusCode).toBe(410);
      expect(reused.json().code).toBe('temp-id-used');

      const second = tempIdOf(
        (await postDevForm(server().app, { email: 'b@example.com' })).location,
      );
      advance(61_000);
      const expired = await redeemTempId(server().app, second);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('temp-id-expired');

      const unknown = await redeemTempId(server().app, 'x'.repeat(43));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('temp-id-unknown');
    });

    it('refuses forged, alg none, other-algorithm, expired and orphaned tokens', async () => {
      const { token, userId } = await signInAs(server().app, 'c@example.com');
      expect((await me(token)).statusCode).toBe(200);
      const now = Math.floor(clock.now.getTime() / 1000);
      const claims = { sub: userId, aud: 'gplx', iat: now, exp: now + 3600 };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
      const tampered = `${token.split('.')[0]}.${b64({ ...claims, exp: now + 999999 })}.${token.split('.')[2]}`;
      for (const bad of [forged, none, hs512, tampered, 'garbage']) {
        const response = await me(bad);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('invalid-token');
      }

      advance(7 * 24 * 3600 * 1000 + 1000);
      const expired = await me(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('invalid-token');

      const fresh = await signInAs(server().app, 'd@example.com');
      await server().db.delete(users).where(eq(users.id, fresh.userId));
      expect((await me(fresh.token)).json().code).toBe('invalid-token');

      // On public routes a bad token is simply anonymous; verify never answers 401.
      const verify = await server().app.inject({
        method: 'POST',
        url: '/api/auth/verify/gplx',
        headers: bearer(forged),
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json().data).toEqual({ authenticated: false, user: null });
      const list = await server().app.inject({
        method: 'GET',
        url: '/api/auth/users/gplx',
        headers: bearer(none),
      });
      expect(list.statusCode).toBe(200);
    });

    it('answers anonymous /me with 401 unauthenticated and a wrong appId with 404', async () => {
      const anonymous = await server().app.inject({ method: 'GET', url: '/api/auth/me/gplx' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthenticated');
      const wrong = await server().app.inject({ method: 'GET', url: '/api/auth/login/other' });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().code).toBe('unknown-app');
      const logout = await server().app.inject({ method: 'POST', url: '/api/auth/logout/gplx' });
      expect(logout.json()).toEqual({ success: true, data: { loggedOut: true } });
    });

    it('rejects a malformed email on the dev form', async () => {
      const form = await postDevForm(server().app, { email: 'not-an-email' });
      expect(form.status).toBe(400);
      expect(form.body).toContain('role="alert"');
      expect(await server().db.select().from(users)).toHaveLength(0);
    });

    it('generates the JWT secret once and keeps it in app_secrets', async () => {
      const config = { ...server().config, jwtSecret: undefined };
      const first = await sessionSecret(config, server().db);
      const second = await sessionSecret(config, server().db);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      const rows = await server().db.select().from(appSecrets);
      expect(rows.map((r) => r.key)).toEqual(['jwt_secret']);
      expect(rows[0]?.value.length).toBeGreaterThanOrEqual(64);
    });
  },
  { deps: { now: () => clock.now } },
);

describe('sign-in in production without an issuer', () => {
  it('answers 503 sign-in-not-configured', async () => {
    const server = await startTestServer('pglite', { env: { NODE_ENV: 'production' } });
    try {
      const login = await server.app.inject({ method: 'GET', url: '/api/auth/login/gplx' });
      expect(login.statusCode).toBe(503);
      expect(login.json().code).toBe('sign-in-not-configured');
      const dev = await postDevForm(server.app, { email: 'e@example.com' });
      expect(dev.status).toBe(503);
      expect(await server.db.select().from(users)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
