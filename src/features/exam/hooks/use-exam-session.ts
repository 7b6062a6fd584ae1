/*
 * Finds or starts the exam of the Test page's address: a running session of the same class and mode
 * resumes (reload, crash, closed tab); one whose time ran out while away is submitted as it stood;
 * otherwise the engine draws a new exam and it is stored before the first question shows.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { GplxDatabase } from '../../../db/database';
import { findRunningSession, getSession, startSession } from '../../../db/exam-repository';
import type { ExamSessionRecord } from '../../../db/types';
import { useDatabase } from '../../../lib/database-context';
import { remainingSeconds, type TestParams } from '../../../lib/exam-session';
import { submitExam } from '../../../lib/exam-submit';
import { getExamApi } from '../../../lib/exam-worker-client';

export type ExamLoad =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error' }
  | { kind: 'ready'; session: ExamSessionRecord };

async function openSession(db: GplxDatabase, params: TestParams): Promise<string | null> {
  const api = getExamApi(db);
  const running = await findRunningSession(db, params.category, params.mode);
  if (running && remainingSeconds(running, Date.now()) > 0) return running.id;
  if (running) await submitExam(db, api, running.id);
  const questionIds = await api.drawExam({
    category: params.category,
    mode: params.mode,
    count: params.mode === 'studied' ? params.questions : undefined,
    seed: Math.floor(Math.random() * 2 ** 32),
  });
  if (questionIds.length === 0) return null;
  const session = await startSession(db, {
    id: uuidv7(),
    category: params.category,
    mode: params.mode,
    questionIds,
    answers: questionIds.map(() => null),
    startedAt: Date.now(),
    allottedSeconds: params.minutes * 60,
    passMark: Math.min(params.passMark, questionIds.length),
    status: 'running',
    currentIndex: 0,
    resultId: null,
  });
  return session.id;
}

/** `enabled` is false until the learner is known to be signed in (tests require sign-in). */
export function useExamSession(params: TestParams, enabled: boolean): ExamLoad {
  const db = useDatabase();
  const [opened, setOpened] = useState<
    { key: string; id: string | null } | { key: string; error: true }
  >();
  const key = `${params.category}|${params.mode}|${params.questions}`;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    openSession(db, params).then(
      (id) => !cancelled && setOpened({ key, id }),
      (error: unknown) => {
        console.warn('exam could not start', error);
        if (!cancelled) setOpened({ key, error: true });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, enabled]);

  const current = opened?.key === key ? opened : undefined;
  const id = current && 'id' in current ? current.id : null;
  const session = useLiveQuery(() => (id ? getSession(db, id) : undefined), [db, id]);

  if (!current) return { kind: 'loading' };
  if ('error' in current) return { kind: 'error' };
  if (current.id === null) return { kind: 'empty' };
  return session ? { kind: 'ready', session } : { kind: 'loading' };
}
