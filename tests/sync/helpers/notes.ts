/*
 * Note fixtures and comparisons for sync tests: write notes through the real repository and compare
 * the device's notes with the server's study_notes rows of one learner.
 */
import { sql } from 'drizzle-orm';
import type { GplxDatabase } from '../../../src/db/database';
import { saveNote } from '../../../src/db/notes-repository';
import type { SyncServer } from './sync-server';

export async function writeNotes(
  db: GplxDatabase,
  from: number,
  to: number,
  text: (n: number) => string = (n) => `Ghi chú ${n}`,
): Promise<void> {
  for (let n = from; n <= to; n += 1) await saveNote(db, `q${n}`, text(n));
}

export type ServerNote = { id: string; question_id: string; note_text: string; deleted: boolean };

export const serverNotes = (server: SyncServer, userId: string) =>
  server.rows<ServerNote>(
    sql`SELECT id, question_id, note_text, deleted_date IS NOT NULL AS deleted FROM study_notes WHERE created_by_id = ${userId} ORDER BY id`,
  );

/** Device notes as {id → text}, tombstones left out. */
export async function deviceNoteMap(db: GplxDatabase): Promise<Map<string, string>> {
  const notes = await db.notes.filter((n) => !n.deleted).toArray();
  return new Map(notes.map((n) => [n.id, n.noteText]));
}

export function serverNoteMap(rows: ServerNote[]): Map<string, string> {
  return new Map(rows.filter((r) => !r.deleted).map((r) => [r.id, r.note_text]));
}
