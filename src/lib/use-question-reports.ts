/*
 * The learner's reports on one question (live from Dexie, replies included once pulled) and sending a
 * new one; the write is queued in the outbox and synced like every other learner write.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { createReport, reportsForQuestion, type ReportReason } from '../db/reports-repository';

export { REPORT_REASONS, type ReportReason } from '../db/reports-repository';
import { useDatabase } from './database-context';

export function useQuestionReports(questionId: string) {
  const db = useDatabase();
  const reports = useLiveQuery(() => reportsForQuestion(db, questionId), [db, questionId]) ?? [];
  const send = useCallback(
    (reason: ReportReason, note: string) => createReport(db, { questionId, reason, note }),
    [db, questionId],
  );
  return { reports, send };
}
