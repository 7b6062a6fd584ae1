/*
 * Signs a user in on a test server through the real development sign-in (POST /api/auth/dev/gplx →
 * tempId → GET /api/auth/token/:tempId). Other server tests use signInAs() to get a bearer token.
 */
import type { FastifyInstance } from 'fastify';

export type SignedIn = { token: string; userId: string; headers: { authorization: string } };

/** Posts the development form and returns the 302 Location (to /auth/callback?tempId=…). */
export async function postDevForm(
  app: FastifyInstance,
  fields: Record<string, string>,
): Promise<{ status: number; location: string; body: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/dev/gplx',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.statusCode,
    location: String(response.headers.location ?? ''),
    body: response.body,
  };
}

export async function redeemTempId(app: FastifyInstance, tempId: string) {
  return app.inject({ method: 'GET', url: `/api/auth/token/${encodeURIComponent(tempId)}` });
}

export async function signInAs(
  app: FastifyInstance,
  email: string,
  name = email.split('@')[0] ?? 'user',
): Promise<SignedIn> {
  const { location } = await postDevForm(app, { email, name, returnUrl: '/' });
  const tempId = new URL(location, 'http://local').searchParams.get('tempId');
  if (!tempId) throw new Error(`dev sign-in failed: ${location}`);
  const token = (await redeemTempId(app, tempId)).json<{ data: { token: string } }>().data.token;
  const headers = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/api/auth/me/gplx', headers });
  return { token, userId: me.json<{ data: { id: string } }>().data.id, headers };
}
