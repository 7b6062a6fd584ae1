/*
 * Account endpoints: POST verify/:appId (never 401), GET/PUT me/:appId (the caller's own record;
 * PUT changes only name, avatar and settings), GET users/:appId (public fields for everyone but
 * admins) and POST logout/:appId (stateless: the client drops its token).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../app.js';
import { currentUser, requireUser } from './current-user.js';
import { ApiError, ok } from '../http/errors.js';
import { parseProfileChanges } from './profile-changes.js';
import { assertApp } from './sign-in-routes.js';
import {
  findUserById,
  listUsers,
  toFullUser,
  toPublicUser,
  updateProfile,
  userWithAchievements,
  type UserSort,
} from './users-repository.js';

type AppParams = { Params: { appId: string } };
const sorts: readonly UserSort[] = ['exp', '-exp', 'full_name'];

function parseLimit(value: unknown): number {
  if (value === undefined || value === '') return 50;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new ApiError(400, 'invalid-limit', 'limit must be an integer from 1 to 100');
  }
  return limit;
}

export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  async function ownRow(userId: string) {
    const row = await findUserById(deps.db, userId);
    if (!row) throw new ApiError(401, 'invalid-token', 'The account no longer exists');
    return row;
  }

  app.post<AppParams>('/api/auth/verify/:appId', async (request) => {
    assertApp(deps, request.params.appId);
    const user = currentUser(request);
    const row = user ? await findUserById(deps.db, user.id) : undefined;
    if (!row) return ok({ authenticated: false, user: null });
    return ok({ authenticated: true, user: await userWithAchievements(deps.db, row) });
  });

  app.get<AppParams>('/api/auth/me/:appId', async (request) => {
    assertApp(deps, request.params.appId);
    const row = await ownRow(requireUser(request).id);
    return ok(await userWithAchievements(deps.db, row));
  });

  app.put<AppParams>('/api/auth/me/:appId', async (request) => {
    assertApp(deps, request.params.appId);
    const user = requireUser(request);
    const changes = parseProfileChanges(request.body);
    const row = await updateProfile(deps.db, user.id, changes, deps.now());
    if (!row) throw new ApiError(401, 'invalid-token', 'The account no longer exists');
    return ok(await userWithAchievements(deps.db, row));
  });

  app.get<AppParams & { Querystring: { sort?: string; limit?: string } }>(
    '/api/auth/users/:appId',
    async (request) => {
      assertApp(deps, request.params.appId);
      const sort = (request.query.sort ?? '-exp') as UserSort;
      if (!sorts.includes(sort)) {
        throw new ApiError(400, 'invalid-sort', 'sort must be exp, -exp or full_name');
      }
      const rows = await listUsers(deps.db, sort, parseLimit(request.query.limit));
      const isAdmin = currentUser(request)?.role === 'admin';
      return ok(rows.map((row) => (isAdmin ? toFullUser(row) : toPublicUser(row))));
    },
  );

  app.post<AppParams>('/api/auth/logout/:appId', async (request) => {
    assertApp(deps, request.params.appId);
    return ok({ loggedOut: true });
  });
};
