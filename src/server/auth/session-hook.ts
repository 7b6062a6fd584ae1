/*
 * The app-wide onRequest hook: reads `Authorization: Bearer <jwt>`, verifies it (HS256 only), loads
 * the user row (the role always comes from the database, never from the token) and sets
 * request.authUser. A bad token leaves the request anonymous but marks authTokenError, so
 * requireUser() answers 401 invalid-token while public routes simply treat the caller as anonymous.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import type { AuthUser } from './current-user.js';
import { verifySessionToken } from './session-token.js';
import { findUserById } from './users-repository.js';

export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_.~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function resolveUser(
  deps: RouteDeps,
  token: string | null | undefined,
): Promise<AuthUser | 'invalid' | null> {
  if (token === undefined) return null;
  if (token === null || token.length > 4096) return 'invalid';
  const userId = await verifySessionToken(deps, token);
  if (!userId) return 'invalid';
  const row = await findUserById(deps.db, userId);
  if (!row) return 'invalid';
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role === 'admin' ? 'admin' : 'user',
  };
}

export function addSessionHook(app: FastifyInstance, deps: RouteDeps): void {
  app.decorateRequest('authTokenError', null);
  app.addHook('onRequest', async (request) => {
    const result = await resolveUser(deps, bearerToken(request));
    if (result === 'invalid') {
      request.authUser = null;
      request.authTokenError = 'invalid-token';
    } else {
      request.authUser = result;
    }
  });
}
