/*
 * Applies a page of pulled server rows to the device, with the cursor, in one transaction. Rules
 * (ARCHITECTURE §5.6): a record with a change still in the outbox is never overwritten; notes take the
 * server's latest (a later tombstone removes the note); results, unlocks and daily completions are the
 * server's copy; progress merges per question (max counts, studied = either, latest timestamps).
 */
import type { GplxDatabase } from './database';
import { pendingKeys, type Cursor } from './sync-repository';
import type { ProgressRecord, SyncEntity, TestResultRecord } from './types';

type Row = Record<string, unknown> & { id: string };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

export async function applyPulledRows(
  db: GplxDatabase,
  entity: SyncEntity,
  rows: readonly Row[],
  cursor: Cursor,
): Promise<void> {
  const tables = [db.notes, db.testResults, db.achievements, db.dailyChallenges, db.progress];
  await db.transaction(
    'rw',
    [...tables, db.reports, db.syncState, db.outbox, db.profile],
    async () => {
      // Read inside the transaction: a write queued meanwhile is never overwritten.
      const pending = await pendingKeys(db);
      const me = (await db.profile.get('me'))?.userId;
      for (const row of rows) {
        // An admin may read every learner's reports; the device keeps only the learner's own.
        if (entity === 'QuestionReport' && me && row.created_by_id && row.created_by_id !== me)
          continue;
        const queued =
          pending.has(`${entity}:id:${row.id}`) ||
          (typeof row.question_id === 'string' && pending.has(`${entity}:q:${row.question_id}`)) ||
          (typeof row.day === 'string' && pending.has(`${entity}:day:${row.day}`));
        if (!queued) await applyRow(db, entity, row);
        else if (entity === 'StudyNote') await applyQueuedNote(db, row);
      }
      await db.syncState.put({ entity, cursor });
    },
  );
}

async function applyRow(db: GplxDatabase, entity: SyncEntity, row: Row): Promise<void> {
  const deleted = Boolean(row.deleted_date);
  switch (entity) {
    case 'StudyNote': {
      const questionId = str(row.question_id);
      const twin = await db.notes.where('questionId').equals(questionId).first();
      // A tombstone only removes its own id; a live note of another id for the question stays.
      if (deleted && twin && twin.id !== row.id) return;
      if (twin && twin.id !== row.id) {
        // Another id for the same question: the later one wins.
        if (str(row.updated_date) < twin.updatedDate) return;
        await db.notes.delete(twin.id);
      }
      if (deleted) return void (await db.notes.delete(row.id));
      await db.notes.put({
        id: row.id,
        questionId,
        noteText: str(row.note_text),
        isBookmarked: row.is_bookmarked === true,
        createdDate: str(row.created_date),
        updatedDate: str(row.updated_date),
        deleted: false,
      });
      return;
    }
    case 'TestResult': {
      if (deleted) return void (await db.testResults.delete(row.id));
      const local = await db.testResults.get(row.id);
      await db.testResults.put(toResult(row, local));
      return;
    }
    case 'UserAchievement': {
      const achievementId = str(row.achievement_id);
      if (deleted) return;
      const local = await db.achievements.get(achievementId);
      await db.achievements.put({
        achievementId,
        id: row.id,
        unlockedAt: str(row.unlocked_at),
        seen: local?.seen ?? true,
      });
      return;
    }
    case 'DailyCompletion': {
      if (deleted) return;
      await db.dailyChallenges.put({
        day: str(row.day),
        id: row.id,
        challengeId: str(row.challenge_id),
        expReward: num(row.exp_reward),
        completedAt: str(row.created_date),
      });
      return;
    }
    case 'StudyProgress': {
      if (deleted) return;
      const questionId = str(row.question_id);
      const local = await db.progress.get(questionId);
      await db.progress.put(mergeProgress(local, row, questionId));
      return;
    }
    case 'QuestionReport': {
      if (deleted) return void (await db.reports.delete(row.id));
      const reason = str(row.reason) as 'wrong-answer' | 'unclear' | 'outdated' | 'image' | 'other';
      await db.reports.put({
        id: row.id,
        questionId: str(row.question_id),
        reason,
        note: str(row.note),
        status: row.status === 'resolved' ? 'resolved' : 'open',
        reply: strOrNull(row.reply),
        createdDate: str(row.created_date),
        updatedDate: str(row.updated_date),
      });
      return;
    }
  }
}

/**
 * Last writer wins for notes even against a queued edit: a server version newer than the local edit
 * replaces it and the stale queued entries are dropped; otherwise the local edit stays and is pushed.
 */
async function applyQueuedNote(db: GplxDatabase, row: Row): Promise<void> {
  const local = await db.notes.where('questionId').equals(str(row.question_id)).first();
  if (local && str(row.updated_date) <= local.updatedDate) return;
  const ids = [row.id, ...(local ? [local.id] : [])];
  await db.outbox
    .where('recordId')
    .anyOf(ids)
    .filter((e) => e.entity === 'StudyNote')
    .delete();
  await applyRow(db, 'StudyNote', row);
}

function toResult(row: Row, local: TestResultRecord | undefined): TestResultRecord {
  return {
    id: row.id,
    licenseCategory: str(row.license_category),
    mode: row.mode === 'studied' ? 'studied' : 'exam',
    totalQuestions: num(row.total_questions),
    correctAnswers: num(row.correct_answers),
    passMark: num(row.pass_mark),
    timeSpent: num(row.time_spent),
    passed: row.passed === true,
    answers: Array.isArray(row.answers) ? (row.answers as TestResultRecord['answers']) : [],
    createdDate: str(row.created_date),
    newAchievements: local?.newAchievements ?? [],
    expGained: local?.expGained ?? 0,
  };
}

export function mergeProgress(
  local: ProgressRecord | undefined,
  row: Row,
  questionId: string,
): ProgressRecord {
  const server: ProgressRecord = {
    questionId,
    id: row.id,
    studied: row.studied === true,
    studiedAt: strOrNull(row.studied_at),
    correctCount: num(row.correct_count),
    wrongCount: num(row.wrong_count),
    correctStreak: num(row.correct_streak),
    lastAnsweredAt: strOrNull(row.last_answered_at),
    lastWrongAt: strOrNull(row.last_wrong_at),
    updatedDate: str(row.updated_date),
  };
  // Same record and nothing queued: the server already holds our acknowledged changes.
  if (!local || local.id === row.id) return server;
  const serverNewer = (server.lastAnsweredAt ?? '') >= (local.lastAnsweredAt ?? '');
  return {
    questionId,
    id: row.id,
    studied: local.studied || server.studied,
    studiedAt: local.studiedAt ?? server.studiedAt,
    correctCount: Math.max(local.correctCount, server.correctCount),
    wrongCount: Math.max(local.wrongCount, server.wrongCount),
    correctStreak: serverNewer ? server.correctStreak : local.correctStreak,
    lastAnsweredAt: later(local.lastAnsweredAt, server.lastAnsweredAt),
    lastWrongAt: later(local.lastWrongAt, server.lastWrongAt),
    updatedDate: later(local.updatedDate, server.updatedDate) ?? server.updatedDate,
  };
}
