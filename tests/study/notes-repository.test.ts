import { afterEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import {
  clearNoteText,
  deleteNote,
  noteForQuestion,
  notesByQuestion,
  saveNote,
  toggleBookmark,
} from '../../src/db/notes-repository';

let db: GplxDatabase;
const open = () => (db = new GplxDatabase(`test-${crypto.randomUUID()}`));
afterEach(async () => {
  await db.delete();
});
const t0 = new Date('2026-02-01T08:00:00.000Z');
const t1 = new Date('2026-02-01T09:00:00.000Z');

describe('notes repository', () => {
  it('creates then updates one note per question, each write with its outbox entry', async () => {
    open();
    const first = await saveNote(db, 'q7', '  học lại  ', t0);
    const second = await saveNote(db, 'q7', 'đã nhớ', t1);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ noteText: 'đã nhớ', createdDate: t0.toISOString() });
    expect(second.updatedDate).toBe(t1.toISOString());
    expect(await db.notes.count()).toBe(1);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.entity, e.op, e.payload])).toEqual([
      [
        'StudyNote',
        'upsert',
        { id: first.id, question_id: 'q7', note_text: 'học lại', is_bookmarked: false },
      ],
      [
        'StudyNote',
        'upsert',
        { id: first.id, question_id: 'q7', note_text: 'đã nhớ', is_bookmarked: false },
      ],
    ]);
  });

  it('refuses blank text and writes nothing', async () => {
    open();
    await expect(saveNote(db, 'q1', '   ')).rejects.toThrow(RangeError);
    expect(await db.notes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the bookmark and the text independent', async () => {
    open();
    expect(await toggleBookmark(db, 'q2', t0)).toBe(true);
    await saveNote(db, 'q2', 'biển cấm', t1);
    expect(await noteForQuestion(db, 'q2')).toMatchObject({
      isBookmarked: true,
      noteText: 'biển cấm',
    });
    await clearNoteText(db, 'q2');
    expect(await noteForQuestion(db, 'q2')).toMatchObject({ isBookmarked: true, noteText: '' });
    expect(await toggleBookmark(db, 'q2')).toBe(false);
    expect(await noteForQuestion(db, 'q2')).toBeUndefined();
    expect((await db.outbox.toArray()).at(-1)?.op).toBe('delete');
  });

  it('deletes as a tombstone; a later save starts a new note under a new id', async () => {
    open();
    const note = await saveNote(db, 'q3', 'a');
    await toggleBookmark(db, 'q3');
    await deleteNote(db, 'q3');
    const stored = await db.notes.get(note.id);
    expect(stored).toMatchObject({ deleted: true, noteText: '', isBookmarked: false });
    expect((await notesByQuestion(db)).size).toBe(0);
    const last = (await db.outbox.toArray()).at(-1);
    expect(last).toMatchObject({ op: 'delete', recordId: note.id });
    await deleteNote(db, 'q3');
    expect(await db.outbox.count()).toBe(3);
    const revived = await saveNote(db, 'q3', 'b');
    expect(revived.id).not.toBe(note.id);
    expect(await db.notes.get(note.id)).toBeUndefined();
    expect(revived).toMatchObject({
      deleted: false,
      noteText: 'b',
      isBookmarked: false,
    });
    expect((await notesByQuestion(db)).get('q3')?.noteText).toBe('b');
  });
});
