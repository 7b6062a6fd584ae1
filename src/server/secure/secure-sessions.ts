/*
 * secure_sessions: one row per secure question set handed out (SPEC §3 Secure sessions), keyed by a
 * server-generated session key with its answer key and test id, valid 2 hours. Validation takes the
 * row with DELETE … RETURNING, so a session is graded at most once even under concurrent requests.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { SECURE_SESSION_TTL_MS } from '../../domain/secure-crypto';
import type { Db } from '../db/client.js';
import { secureSessions } from '../db/schema.js';

export type SecureSessionRow = typeof secureSessions.$inferSelect;

export type NewSecureSession = {
  mode: 'study' | 'test';
  userId: string | null;
  questionIds: string[];
  category: string;
  passMark: number | null;
  withTestId: boolean;
};

export const newSecret = (bytes = 24) => randomBytes(bytes).toString('hex');

/** Stores a session (purging expired ones first) and returns its keys. */
export async function createSecureSession(db: Db, now: Date, input: NewSecureSession) {
  await db.delete(secureSessions).where(lt(secureSessions.expires_at, now));
  const row = {
    session_key: newSecret(),
    answer_key: newSecret(),
    test_id: input.withTestId ? `test_${newSecret(12)}` : null,
    mode: input.mode,
    user_id: input.userId,
    question_ids: input.questionIds,
    category: input.category,
    pass_mark: input.passMark,
    expires_at: new Date(now.getTime() + SECURE_SESSION_TTL_MS),
  };
  await db.insert(secureSessions).values(row);
  return row;
}

export type SessionClaim = {
  sessionKey: string;
  answerKey: string;
  testId: string | null;
  userId: string | null;
};

/**
 * Removes and returns the session matching every key (and, for a session bound to a learner, that
 * learner); undefined when none matches. The caller checks expiry on the returned row.
 */
export async function takeSecureSession(
  db: Db,
  claim: SessionClaim,
): Promise<SecureSessionRow | undefined> {
  const testCondition =
    claim.testId === null
      ? isNull(secureSessions.test_id)
      : eq(secureSessions.test_id, claim.testId);
  const userCondition =
    claim.userId === null
      ? isNull(secureSessions.user_id)
      : or(isNull(secureSessions.user_id), eq(secureSessions.user_id, claim.userId));
  const [row] = await db
    .delete(secureSessions)
    .where(
      and(
        eq(secureSessions.session_key, claim.sessionKey),
        eq(secureSessions.answer_key, claim.answerKey),
        testCondition,
        userCondition,
      ),
    )
    .returning();
  return row;
}

export async function countSecureSessions(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(secureSessions);
  return Number(row?.n ?? 0);
}
