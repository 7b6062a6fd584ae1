/*
 * React hooks over the device's question bank. Components use these, never Dexie directly.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  getImage,
  getQuestion,
  queryQuestions,
  questionsByIds,
  readBankMeta,
  type QuestionFilter,
} from '../db/bank-repository';
import type { BankMetaRecord, QuestionRecord } from '../db/types';
import { useBankProgress, type BankProgress } from './bank-sync';
import { useDatabase } from './database-context';

export type { QuestionFilter };

/**
 * Questions of a pool, or matching a filter (undefined → loading). Pool 'all' or undefined: the
 * whole bank. Filter: {pool?, chapter?, critical?}.
 */
export function useQuestions(
  filter: string | QuestionFilter | undefined,
): QuestionRecord[] | undefined {
  const db = useDatabase();
  const f: QuestionFilter = typeof filter === 'object' ? filter : { pool: filter };
  return useLiveQuery(() => queryQuestions(db, f), [db, f.pool, f.chapter, f.critical]);
}

export type BankStatus = {
  /** undefined while loading from IndexedDB; null when no bank is stored yet. */
  meta: BankMetaRecord | null | undefined;
  /** Questions are stored: study and exams can start. */
  ready: boolean;
  imagesComplete: boolean;
  progress: BankProgress;
};

/** The stored bank and the download in progress. */
export function useBankStatus(): BankStatus {
  const db = useDatabase();
  const meta = useLiveQuery(async () => (await readBankMeta(db)) ?? null, [db]);
  const progress = useBankProgress();
  return {
    meta,
    ready: (meta?.questionCount ?? 0) > 0,
    imagesComplete: meta?.imagesComplete ?? false,
    progress,
  };
}

export function useQuestion(id: string | undefined): QuestionRecord | undefined {
  const db = useDatabase();
  return useLiveQuery(() => (id ? getQuestion(db, id) : undefined), [db, id]);
}

export function useQuestionsByIds(ids: string[] | undefined): QuestionRecord[] | undefined {
  const db = useDatabase();
  const key = ids?.join(',');
  return useLiveQuery(() => (ids ? questionsByIds(db, ids) : undefined), [db, key]);
}

export function useBankMeta() {
  const db = useDatabase();
  return useLiveQuery(() => readBankMeta(db), [db]);
}

/** An object URL for a stored image Blob, revoked when the hash changes or the component leaves. */
export function useQuestionImageUrl(hash: string | null | undefined): string | null {
  const db = useDatabase();
  const image = useLiveQuery(() => (hash ? getImage(db, hash) : undefined), [db, hash]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(image.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image]);
  return url;
}
