import { useCallback, useMemo } from 'react';
import { discardSession, saveAnswer, setCurrentIndex } from '../../../db/exam-repository';
import { useDatabase } from '../../../lib/database-context';
import { submitExam } from '../../../lib/exam-submit';
import { getExamApi } from '../../../lib/exam-worker-client';

/** Writes of the running exam: each answer and position is stored at once (a reload keeps them). */
export function useExamActions(sessionId: string) {
  const db = useDatabase();
  const answer = useCallback(
    (index: number, option: number | null) => saveAnswer(db, sessionId, index, option),
    [db, sessionId],
  );
  const moveTo = useCallback(
    (index: number) => setCurrentIndex(db, sessionId, index),
    [db, sessionId],
  );
  const submit = useCallback(() => submitExam(db, getExamApi(db), sessionId), [db, sessionId]);
  const discard = useCallback(() => discardSession(db, sessionId), [db, sessionId]);
  return useMemo(() => ({ answer, moveTo, submit, discard }), [answer, moveTo, submit, discard]);
}
