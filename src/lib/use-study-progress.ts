/*
 * Hooks over a learner's study marks (progress, notes, bookmarks) and the actions that write them.
 * Components use these, never the repositories; every action also runs achievement tracking.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import {
  clearNoteText,
  deleteNote,
  notesByQuestion,
  saveNote,
  toggleBookmark,
} from '../db/notes-repository';
import { progressByQuestion, recordStudyAnswer, setStudied } from '../db/progress-repository';
import type { NoteRecord, ProgressRecord } from '../db/types';
import { afterStudyActivity } from './achievements/track';
import { useDatabase } from './database-context';

/** Progress per question id (undefined while loading). */
export function useProgressMap(): ReadonlyMap<string, ProgressRecord> | undefined {
  const db = useDatabase();
  return useLiveQuery(() => progressByQuestion(db), [db]);
}

/** Live notes per question id (undefined while loading). */
export function useNotesMap(): ReadonlyMap<string, NoteRecord> | undefined {
  const db = useDatabase();
  return useLiveQuery(() => notesByQuestion(db), [db]);
}

export type StudyActions = {
  answer: (questionId: string, selectedAnswer: string, isCorrect: boolean) => Promise<void>;
  setStudied: (questionId: string, studied: boolean) => Promise<void>;
  saveNote: (questionId: string, text: string) => Promise<void>;
  clearNote: (questionId: string) => Promise<void>;
  deleteNote: (questionId: string) => Promise<void>;
  toggleBookmark: (questionId: string) => Promise<boolean>;
};

export function useStudyActions(): StudyActions {
  const db = useDatabase();
  return useMemo(
    () => ({
      answer: async (questionId, selectedAnswer, isCorrect) => {
        await recordStudyAnswer(db, { questionId, selectedAnswer, isCorrect });
        await afterStudyActivity(db, { questionId, isCorrect });
      },
      setStudied: async (questionId, studied) => {
        await setStudied(db, questionId, studied);
        if (studied) await afterStudyActivity(db, { questionId, isCorrect: null });
      },
      saveNote: async (questionId, text) => {
        await saveNote(db, questionId, text);
      },
      clearNote: (questionId) => clearNoteText(db, questionId),
      deleteNote: (questionId) => deleteNote(db, questionId),
      toggleBookmark: (questionId) => toggleBookmark(db, questionId),
    }),
    [db],
  );
}
