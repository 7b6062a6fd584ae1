/*
 * The users table as sign-in sees it: accounts keyed by the issuer's subject, created on first
 * sign-in from the claims, role 'admin' from ADMIN_EMAILS (at every sign-in) or the promote CLI.
 * Role, EXP and the learner numbers are never taken from a client.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.js';
import { userAchievements, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export type SignInIdentity = {
  /** `${issuer}|${sub}`, or `dev|${email}` for the development sign-in. */
  subject: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
};

export async function upsertSignedInUser(
  db: Db,
  identity: SignInIdentity,
  adminEmails: readonly string[],
  now: Date,
): Promise<UserRow> {
  const email = identity.email.trim();
  const isAdmin = adminEmails.includes(email.toLowerCase());
  const [row] = await db
    .insert(users)
    .values({
      id: uuidv7(),
      subject: identity.subject,
      email,
      full_name: identity.fullName.trim().slice(0, 80) || email.split('@')[0] || '',
      avatar_url: identity.avatarUrl,
      role: isAdmin ? 'admin' : 'user',
      created_date: now,
      updated_date: now,
    })
    .onConflictDoUpdate({
      target: users.subject,
      // Name and avatar belong to the learner after the first sign-in; an admin is never demoted here.
      set: {
        email,
        role: isAdmin ? 'admin' : sql`${users.role}`,
        updated_date: now,
      },
    })
    .returning();
  if (!row) throw new Error('user upsert returned no row');
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

async function achievementIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userAchievements.achievement_id })
    .from(userAchievements)
    .where(and(eq(userAchievements.created_by_id, userId), isNull(userAchievements.deleted_date)))
    .orderBy(asc(userAchievements.unlocked_at));
  return rows.map((row) => row.id);
}

/** The full user record of SPEC §3 (without the sign-in subject). */
export function toFullUser(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    name: row.full_name,
    avatar_url: row.avatar_url,
    role: row.role === 'admin' ? 'admin' : 'user',
    exp: row.exp,
    level: row.level,
    daily_streak: row.daily_streak,
    last_daily_completed: row.last_daily_completed,
    studied_questions_count: row.studied_questions_count,
    tests_completed: row.tests_completed,
    total_exp: row.exp,
    settings: row.settings,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

export async function userWithAchievements(db: Db, row: UserRow) {
  return { ...toFullUser(row), achievements: await achievementIds(db, row.id) };
}

export type ProfileChanges = {
  full_name?: string | undefined;
  avatar_url?: string | null | undefined;
  settings?: Record<string, unknown> | undefined;
};

export async function updateProfile(
  db: Db,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow | undefined> {
  const set: Partial<typeof users.$inferInsert> = { updated_date: now };
  if (changes.full_name !== undefined) set.full_name = changes.full_name;
  if (changes.avatar_url !== undefined) set.avatar_url = changes.avatar_url;
  if (changes.settings !== undefined) set.settings = changes.settings;
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return row;
}

export type UserSort = 'exp' | '-exp' | 'full_name';
export const publicUserFields = ['id', 'full_name', 'avatar_url', 'level', 'exp'] as const;

export async function listUsers(db: Db, sort: UserSort, limit: number): Promise<UserRow[]> {
  const order =
    sort === 'exp'
      ? [asc(users.exp), asc(users.id)]
      : sort === 'full_name'
        ? [asc(users.full_name), asc(users.id)]
        : [desc(users.exp), asc(users.id)];
  return db
    .select()
    .from(users)
    .orderBy(...order)
    .limit(limit);
}

export const toPublicUser = (row: UserRow) => ({
  id: row.id,
  full_name: row.full_name,
  avatar_url: row.avatar_url,
  level: row.level,
  exp: row.exp,
});

/** Makes every account with this email an admin; returns how many rows changed. */
export async function promoteAdmin(db: Db, email: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ role: 'admin', updated_date: new Date() })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length;
}
