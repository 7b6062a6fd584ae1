/*
 * React hooks over the device's question bank. Components use these, never Dexie directly.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  getImage,
  getQuestion,
  questionsByIds,
  questionsInPool,
  readBankMeta,
} from '../db/bank-repository';
import type { QuestionRecord } from '../db/types';
import { useDatabase } from './database-context';

/** Questions of a pool (undefined → loading). Pool 'all' or undefined: the whole bank. */
export function useQuestions(pool: string | undefined): QuestionRecord[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => questionsInPool(db, pool), [db, pool]);
}

export function useQuestion(id: string | undefined): QuestionRecord | undefined {
  const db = useDatabase();
  return useLiveQuery(() => (id ? getQuestion(db, id) : undefined), [db, id]);
}

export function useQuestionsByIds(ids: string[] | undefined): QuestionRecord[] | undefined {
  const db = useDatabase();
  const key = ids?.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
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
