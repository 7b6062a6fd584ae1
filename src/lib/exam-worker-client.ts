/*
 * The app's handle on the exam engine: a comlink proxy to src/workers/exam.worker.ts in browsers,
 * the same API in the calling thread where Worker is missing (jsdom tests) or for a database other
 * than the app's own (the worker always opens the default one).
 */
import { wrap, type Remote } from 'comlink';
import { DATABASE_NAME, type GplxDatabase } from '../db/database';
import { createExamApi, type ExamApi } from '../workers/exam-api';

export type { DrawRequest, ExamApi, ScoreRequest, ScoreResponse } from '../workers/exam-api';

let remote: Remote<ExamApi> | undefined;

function workerApi(): ExamApi {
  remote ??= wrap<ExamApi>(
    new Worker(new URL('../workers/exam.worker.ts', import.meta.url), { type: 'module' }),
  );
  const api = remote;
  return {
    drawExam: (request) => api.drawExam(request),
    score: (request) => api.score(request),
  };
}

/** The exam engine for `db`: in a worker when possible, otherwise in this thread. */
export function getExamApi(db: GplxDatabase): ExamApi {
  if (typeof Worker === 'undefined' || db.name !== DATABASE_NAME) return createExamApi(db);
  return workerApi();
}
