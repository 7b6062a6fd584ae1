/*
 * A learner's question reports ('Báo lỗi câu hỏi'): written with their QuestionReport outbox entry in
 * one transaction (payload {id, question_id, reason, note}); status and the admin's reply arrive by
 * sync pull into the same table. Imports only Dexie types and the outbox.
 */
import { v7 as uuidv7 } from 'uuid';
import type { GplxDatabase } from './database';
import { enqueue } from './outbox-repository';
import type { ReportRecord } from './types';

export type ReportReason = ReportRecord['reason'];
export const REPORT_REASONS: readonly ReportReason[] = [
  'wrong-answer',
  'unclear',
  'outdated',
  'image',
  'other',
] as const;

export function createReport(
  db: GplxDatabase,
  input: { questionId: string; reason: ReportReason; note: string },
  now: Date = new Date(),
): Promise<ReportRecord> {
  const stamp = now.toISOString();
  const report: ReportRecord = {
    id: uuidv7(),
    questionId: input.questionId,
    reason: input.reason,
    note: input.note.trim().slice(0, 2000),
    status: 'open',
    reply: null,
    createdDate: stamp,
    updatedDate: stamp,
  };
  return db.transaction('rw', db.reports, db.outbox, async () => {
    await db.reports.add(report);
    await enqueue(
      db,
      'QuestionReport',
      report.id,
      { id: report.id, question_id: report.questionId, reason: report.reason, note: report.note },
      'upsert',
      now,
    );
    return report;
  });
}

/** The reports on one question, newest first. */
export async function reportsForQuestion(
  db: GplxDatabase,
  questionId: string,
): Promise<ReportRecord[]> {
  const found = await db.reports.where('questionId').equals(questionId).toArray();
  return found.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}
