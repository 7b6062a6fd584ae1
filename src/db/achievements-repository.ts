/*
 * Achievement unlocks and daily-challenge completions on the device, each written in one transaction
 * with its outbox entry (UserAchievement, DailyCompletion), plus the read-only facts the achievement
 * rules need (studied count, results, today's activity by Vietnamese day).
 */
import { v7 as uuidv7 } from 'uuid';
import type { AchievementDefinition } from '../domain/achievement-definitions';
import type { DailyActivity, DailyChallenge } from '../domain/daily-challenge';
import { dayNumber, VN_OFFSET_MS, vnDayKey } from '../domain/vn-date';
import type { GplxDatabase } from './database';
import { enqueue } from './outbox-repository';
import type { DailyCompletionRecord, TestResultRecord, UnlockRecord } from './types';

const MS_PER_DAY = 86_400_000;

export const toUnlockPayload = (u: UnlockRecord) => ({
  id: u.id,
  achievement_id: u.achievementId,
  unlocked_at: u.unlockedAt,
});

export const toDailyPayload = (d: DailyCompletionRecord) => ({
  id: d.id,
  day: d.day,
  challenge_id: d.challengeId,
  exp_reward: d.expReward,
});

export const listUnlocks = (db: GplxDatabase): Promise<UnlockRecord[]> =>
  db.achievements.orderBy('achievementId').toArray();

export async function unlockedIds(db: GplxDatabase): Promise<Set<string>> {
  return new Set((await db.achievements.toArray()).map((u) => u.achievementId));
}

/**
 * Stores the unlocks that do not exist yet (checked inside the transaction, so two callers racing
 * cannot unlock twice) and returns the definitions actually unlocked now.
 */
export function saveUnlocks(
  db: GplxDatabase,
  definitions: readonly AchievementDefinition[],
  now: Date = new Date(),
): Promise<AchievementDefinition[]> {
  if (definitions.length === 0) return Promise.resolve([]);
  return db.transaction('rw', db.achievements, db.outbox, async () => {
    const saved: AchievementDefinition[] = [];
    for (const def of definitions) {
      if (await db.achievements.get(def.id)) continue;
      const record: UnlockRecord = {
        achievementId: def.id,
        id: uuidv7(),
        unlockedAt: now.toISOString(),
        seen: false,
      };
      await db.achievements.add(record);
      await enqueue(db, 'UserAchievement', record.id, toUnlockPayload(record), 'upsert', now);
      saved.push(def);
    }
    return saved;
  });
}

export const listDailyCompletions = (db: GplxDatabase): Promise<DailyCompletionRecord[]> =>
  db.dailyChallenges.orderBy('day').toArray();

export const dailyCompletionFor = (db: GplxDatabase, day: string) => db.dailyChallenges.get(day);

/** Completes the day's challenge once; null when that day is already completed. */
export function completeDailyChallenge(
  db: GplxDatabase,
  day: string,
  challenge: DailyChallenge,
  now: Date = new Date(),
): Promise<DailyCompletionRecord | null> {
  return db.transaction('rw', db.dailyChallenges, db.outbox, async () => {
    if (await db.dailyChallenges.get(day)) return null;
    const record: DailyCompletionRecord = {
      day,
      id: uuidv7(),
      challengeId: challenge.id,
      expReward: challenge.expReward,
      completedAt: now.toISOString(),
    };
    await db.dailyChallenges.add(record);
    await enqueue(db, 'DailyCompletion', record.id, toDailyPayload(record), 'upsert', now);
    return record;
  });
}

/** The UTC instants (ISO) bounding a Vietnamese day: [start, end). */
export function vnDayBounds(day: string): [string, string] {
  const start = dayNumber(day) * MS_PER_DAY - VN_OFFSET_MS;
  return [new Date(start).toISOString(), new Date(start + MS_PER_DAY).toISOString()];
}

const onDay = (iso: string | null, day: string) => {
  if (!iso) return false;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) && vnDayKey(ms) === day;
};

/** What the learner did on a Vietnamese day: questions studied, best correct run, tests finished. */
export async function dayActivity(db: GplxDatabase, day: string): Promise<DailyActivity> {
  const [start, end] = vnDayBounds(day);
  const history = await db.answerHistory
    .where('timestamp')
    .between(start, end, true, false)
    .toArray();
  history.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || (a.id ?? 0) - (b.id ?? 0));
  const studied = new Set(history.map((h) => h.questionId));
  const markedToday = await db.progress
    .filter((p) => p.studied && onDay(p.studiedAt, day))
    .toArray();
  for (const p of markedToday) studied.add(p.questionId);
  let run = 0;
  let best = 0;
  for (const h of history) {
    run = h.isCorrect ? run + 1 : 0;
    best = Math.max(best, run);
  }
  const tests = await db.testResults.filter((r) => onDay(r.createdDate, day)).count();
  return { studiedToday: studied.size, bestCorrectRunToday: best, testsToday: tests };
}

export const studiedCount = (db: GplxDatabase) => db.progress.filter((p) => p.studied).count();

export const listResults = (db: GplxDatabase): Promise<TestResultRecord[]> =>
  db.testResults.orderBy('createdDate').toArray();

/** Studied question ids per chapter are read by the profile's mastery chart. */
export async function studiedIdSet(db: GplxDatabase): Promise<Set<string>> {
  const rows = await db.progress.filter((p) => p.studied).toArray();
  return new Set(rows.map((p) => p.questionId));
}

export async function chapterTotals(db: GplxDatabase): Promise<{ id: string; chapter: number }[]> {
  const rows = await db.questions.toArray();
  return rows.map((q) => ({ id: q.id, chapter: q.chapter }));
}

const PROCESSED_PREFIX = 'achievements:result:';

export type ProcessedResult = {
  newAchievements: { achievement_id: string; name: string; exp_reward: number }[];
  expGained: number;
};

/** afterTestCompleted remembers what a result earned, so a second call awards nothing new. */
export async function readProcessedResult(
  db: GplxDatabase,
  resultId: string,
): Promise<ProcessedResult | undefined> {
  const row = await db.cache.get(PROCESSED_PREFIX + resultId);
  return row ? (row.value as ProcessedResult) : undefined;
}

export async function saveProcessedResult(
  db: GplxDatabase,
  resultId: string,
  value: ProcessedResult,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', db.cache, db.testResults, async () => {
    await db.cache.put({ key: PROCESSED_PREFIX + resultId, value, storedAt: now.toISOString() });
    await db.testResults.update(resultId, {
      newAchievements: value.newAchievements,
      expGained: value.expGained,
    });
  });
}
