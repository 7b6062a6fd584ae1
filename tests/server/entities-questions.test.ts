import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { authAs, createUser } from '../helpers/auth-as';
import { call, ENTITY_BASE, seedQuestions } from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;

describeEachDatabase('entity API: admin question writes', (server) => {
  it('lets an admin create, update and delete questions with audit and bank version', async () => {
    await seedQuestions(server().db, 2);
    const admin = await createUser(server(), { role: 'admin' });
    const headers = await authAs(server(), admin);
    const form = {
      question_number: 3,
      chapter_id: 5,
      question: 'Biển nào cấm đỗ xe?',
      option_a: 'Biển 1',
      option_b: 'Biển 2',
      option_c: '',
      option_d: '',
      correct_answer: 'B',
      category: 'B1',
    };
    const created = await call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/Question/data`,
      headers,
      payload: form,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      id: 'q3',
      correct_answer: 'b',
      pools: ['B1'],
      option_c: '',
    });
    const duplicate = await call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/Question/data`,
      headers,
      payload: { ...form, question_number: 2 },
    });
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'duplicate-number']);
    const badAnswer = await call(server().app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/Question/update/q3`,
      headers,
      payload: { correct_answer: 'C' },
    });
    expect([badAnswer.status, badAnswer.body.code]).toEqual([400, 'validation-failed']);
    expect(badAnswer.body.message).toContain('correct_answer');
    const badChapter = await call(server().app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/Question/update/q3`,
      headers,
      payload: { chapter_id: 7 },
    });
    expect(badChapter.body.message).toContain('chapter_id');
    const edited = await call(server().app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/Question/update/q3`,
      headers,
      payload: { option_c: 'Biển 3', correct_answer: 'c' },
    });
    expect(edited.body.data).toMatchObject({ correct_answer: 'c', option_c: 'Biển 3' });
    const removed = await call(server().app, {
      method: 'DELETE',
      url: `${ENTITY_BASE}/Question/delete/q3`,
      headers,
    });
    expect(removed.body.data).toMatchObject({ deleted_date: expect.any(String) });
    const audit = await queryRows<Entity>(
      server().db,
      sql`SELECT action, actor FROM question_audit ORDER BY created_date, action`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(audit.every((a) => a.actor === admin.email)).toBe(true);
    const versions = await queryRows<Entity>(server().db, sql`SELECT version FROM bank_versions`);
    expect(versions).toHaveLength(3);
    // The number is free again once the question is deleted.
    const reuse = await call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/Question/data`,
      headers,
      payload: form,
    });
    expect(reuse.status).toBe(201);
  });
  it.each([
    ['option_b', { option_b: '' }],
    ['correct_answer', { correct_answer: 'E' }],
    ['chapter_id', { chapter_id: 0 }],
    ['question_text', { question: '   ' }],
    ['image_url', { image_url: 'https://evil.example/x.png' }],
  ])('refuses an invalid %s with validation-failed naming it', async (field, change) => {
    const admin = await createUser(server(), { role: 'admin' });
    const payload = {
      question_number: 10,
      chapter_id: 1,
      question: 'Câu mới',
      option_a: 'Một',
      option_b: 'Hai',
      correct_answer: 'A',
      ...change,
    };
    const res = await call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/Question/data`,
      headers: await authAs(server(), admin),
      payload,
    });
    expect([res.status, res.body.code]).toEqual([400, 'validation-failed']);
    expect(res.body.message).toContain(field === 'option_b' ? 'option_a' : field);
    const rows = await queryRows<Entity>(server().db, sql`SELECT id FROM questions`);
    expect(rows).toEqual([]);
  });
});
