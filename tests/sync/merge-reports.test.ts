import { afterEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { saveCachedProfile } from '../helpers/cached-profile';
import { applyPulledRows } from '../../src/db/sync-merge-repository';

let db: GplxDatabase;
afterEach(async () => {
  await db.delete();
});

const report = (id: string, owner: string) => ({
  id,
  question_id: 'q1',
  reason: 'unclear',
  note: 'Câu hỏi khó hiểu',
  status: 'open',
  reply: null,
  created_by_id: owner,
  created_date: '2026-01-01T00:00:00.000Z',
  updated_date: '2026-01-01T00:00:00.000Z',
  deleted_date: null,
});

describe('pulled question reports', () => {
  it("keep only the signed-in learner's own reports, even for an admin who can read all", async () => {
    db = new GplxDatabase(`test-${crypto.randomUUID()}`);
    await saveCachedProfile(db, {
      userId: 'admin-1',
      email: 'admin@example.com',
      fullName: 'Quản trị',
      role: 'admin',
    });
    await applyPulledRows(
      db,
      'QuestionReport',
      [report('r1', 'admin-1'), report('r2', 'learner-2')],
      {
        updatedDate: '2026-01-01T00:00:00.000Z',
        id: 'r2',
      },
    );
    expect((await db.reports.toArray()).map((r) => r.id)).toEqual(['r1']);
    expect(await db.syncState.get('QuestionReport')).toMatchObject({ cursor: { id: 'r2' } });
  });
});
