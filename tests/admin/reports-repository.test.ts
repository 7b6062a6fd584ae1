import { describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { createReport, reportsForQuestion } from '../../src/db/reports-repository';

describe('question reports on the device', () => {
  it('writes the report and its QuestionReport outbox entry together', async () => {
    const db = new GplxDatabase(`test-${crypto.randomUUID()}`);
    const report = await createReport(
      db,
      { questionId: 'q12', reason: 'wrong-answer', note: '  Đáp án B mới đúng ' },
      new Date('2025-03-01T02:00:00Z'),
    );
    expect(report).toMatchObject({ status: 'open', note: 'Đáp án B mới đúng', reply: null });
    expect(await reportsForQuestion(db, 'q12')).toHaveLength(1);
    const outbox = await db.outbox.toArray();
    expect(outbox).toEqual([
      expect.objectContaining({
        entity: 'QuestionReport',
        recordId: report.id,
        op: 'upsert',
        payload: {
          id: report.id,
          question_id: 'q12',
          reason: 'wrong-answer',
          note: 'Đáp án B mới đúng',
        },
      }),
    ]);
    db.close();
  });
});
