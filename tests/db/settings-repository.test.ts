import { afterEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { DEFAULT_SETTINGS, readSettings, writeSetting } from '../../src/db/settings-repository';
import { enqueue, pendingCount } from '../../src/db/outbox-repository';
import { readProfile, saveProfile, clearProfile } from '../../src/db/profile-repository';

let db: GplxDatabase;
const open = () => (db = new GplxDatabase(`test-${crypto.randomUUID()}`));
afterEach(async () => {
  await db.delete();
});

describe('settings repository', () => {
  it('returns the defaults on a fresh device and keeps what is written', async () => {
    open();
    expect(await readSettings(db)).toEqual(DEFAULT_SETTINGS);
    await writeSetting(db, 'fontSize', 'lg');
    await writeSetting(db, 'examDayMode', true);
    expect(await readSettings(db)).toEqual({
      ...DEFAULT_SETTINGS,
      fontSize: 'lg',
      examDayMode: true,
    });
  });
});

describe('outbox repository', () => {
  it('appends entries in order inside a transaction and rolls back with it', async () => {
    open();
    await db.transaction('rw', db.notes, db.outbox, async () => {
      await db.notes.put({
        id: 'n1',
        questionId: 'q1',
        noteText: 'x',
        isBookmarked: false,
        createdDate: '2026-01-01T00:00:00.000Z',
        updatedDate: '2026-01-01T00:00:00.000Z',
        deleted: false,
      });
      await enqueue(db, 'StudyNote', 'n1', { id: 'n1' });
    });
    await expect(
      db.transaction('rw', db.notes, db.outbox, async () => {
        await enqueue(db, 'StudyNote', 'n2', { id: 'n2' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await pendingCount(db)).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.recordId)).toEqual(['n1']);
  });
});

describe('profile repository', () => {
  it('caches the signed-in profile and clears it', async () => {
    open();
    await saveProfile(db, {
      userId: 'u1',
      email: 'a@b.c',
      fullName: 'An',
      avatarUrl: null,
      role: 'user',
      exp: 10,
      level: 1,
      dailyStreak: 0,
      lastDailyCompleted: null,
      testsCompleted: 0,
      studiedQuestionsCount: 0,
    });
    expect((await readProfile(db))?.fullName).toBe('An');
    await clearProfile(db);
    expect(await readProfile(db)).toBeUndefined();
  });
});
