/*
 * A learner's study notes and bookmarks (one NoteRecord per question, `is_bookmarked` on the note).
 * Every write is one transaction with its StudyNote outbox entry; a delete is a tombstone so other
 * devices learn of it. Imports only Dexie types and the outbox.
 */
import { v7 as uuidv7 } from 'uuid';
import type { GplxDatabase } from './database';
import { enqueue } from './outbox-repository';
import type { NoteRecord } from './types';

export const toNotePayload = (note: NoteRecord) => ({
  id: note.id,
  question_id: note.questionId,
  note_text: note.noteText,
  is_bookmarked: note.isBookmarked,
});

const freshNote = (questionId: string, stamp: string): NoteRecord => ({
  id: uuidv7(),
  questionId,
  noteText: '',
  isBookmarked: false,
  createdDate: stamp,
  updatedDate: stamp,
  deleted: false,
});

/** Reads the question's note (after a tombstone, a fresh one), changes it and queues it. */
function writeNote(
  db: GplxDatabase,
  questionId: string,
  now: Date,
  change: (current: NoteRecord) => NoteRecord,
): Promise<NoteRecord> {
  const stamp = now.toISOString();
  return db.transaction('rw', db.notes, db.outbox, async () => {
    const stored = await db.notes.where('questionId').equals(questionId).first();
    // A note written after a delete gets a new id: the server keeps the old id's tombstone.
    if (stored?.deleted) await db.notes.delete(stored.id);
    const current = stored && !stored.deleted ? stored : freshNote(questionId, stamp);
    const next = { ...change(current), updatedDate: stamp };
    const op = next.deleted ? 'delete' : 'upsert';
    await db.notes.put(next);
    await enqueue(db, 'StudyNote', next.id, toNotePayload(next), op, now);
    return next;
  });
}

/** SPEC §5: the text is trimmed and must not be blank; an existing note is updated. */
export function saveNote(
  db: GplxDatabase,
  questionId: string,
  text: string,
  now: Date = new Date(),
): Promise<NoteRecord> {
  const noteText = text.trim();
  if (noteText === '') return Promise.reject(new RangeError('A note cannot be blank'));
  return writeNote(db, questionId, now, (note) => ({ ...note, noteText }));
}

/** Tombstones the question's note and bookmark; nothing happens when there is none. */
export async function deleteNote(
  db: GplxDatabase,
  questionId: string,
  now: Date = new Date(),
): Promise<void> {
  const stored = await db.notes.where('questionId').equals(questionId).first();
  if (!stored || stored.deleted) return;
  await writeNote(db, questionId, now, (note) => ({
    ...note,
    noteText: '',
    isBookmarked: false,
    deleted: true,
  }));
}

/** Removes the text but keeps a bookmark; without a bookmark the note is deleted. */
export async function clearNoteText(
  db: GplxDatabase,
  questionId: string,
  now: Date = new Date(),
): Promise<void> {
  const stored = await db.notes.where('questionId').equals(questionId).first();
  if (!stored || stored.deleted) return;
  if (!stored.isBookmarked) return deleteNote(db, questionId, now);
  await writeNote(db, questionId, now, (note) => ({ ...note, noteText: '' }));
}

/** Flips the bookmark; a note left with neither text nor bookmark becomes a tombstone. */
export async function toggleBookmark(
  db: GplxDatabase,
  questionId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const next = await writeNote(db, questionId, now, (note) => {
    const isBookmarked = !note.isBookmarked;
    return { ...note, isBookmarked, deleted: !isBookmarked && note.noteText.trim() === '' };
  });
  return next.isBookmarked;
}

/** Live notes (tombstones left out) keyed by question id. */
export async function notesByQuestion(db: GplxDatabase): Promise<Map<string, NoteRecord>> {
  const rows = await db.notes.filter((note) => !note.deleted).toArray();
  return new Map(rows.map((note) => [note.questionId, note]));
}

export const noteForQuestion = async (
  db: GplxDatabase,
  questionId: string,
): Promise<NoteRecord | undefined> => {
  const note = await db.notes.where('questionId').equals(questionId).first();
  return note && !note.deleted ? note : undefined;
};
