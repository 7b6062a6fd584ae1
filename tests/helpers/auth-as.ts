/*
 * Test users and their bearer tokens: rows inserted directly into users, tokens signed by the auth
 * module's own signSessionToken (HS256, config.jwtSecret, sub = users.id, 7-day expiry).
 */
import { randomUUID } from 'node:crypto';
import { signSessionToken } from '../../src/server/auth/session-token';
import { users } from '../../src/server/db/schema';
import type { TestServer } from './test-server';

export type TestUser = { id: string; email: string; role: 'admin' | 'user' };

export async function createUser(
  server: TestServer,
  options: { email?: string; role?: 'admin' | 'user' } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `learner-${id.slice(0, 8)}@example.com`;
  const role = options.role ?? 'user';
  await server.db
    .insert(users)
    .values({ id, subject: `test|${id}`, email, full_name: email, role });
  return { id, email, role };
}

/** Headers that authenticate as `user` on server.app.inject(). */
export async function authAs(
  server: TestServer,
  user: Pick<TestUser, 'id'>,
): Promise<Record<string, string>> {
  const token = await signSessionToken(
    { config: server.config, db: server.db, now: () => new Date() },
    user.id,
  );
  return { authorization: `Bearer ${token}` };
}
