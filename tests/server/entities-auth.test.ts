import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { authAs, createUser, type TestUser } from '../helpers/auth-as';
import { call, ENTITY_BASE, seedQuestions } from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;

describeEachDatabase('entity API: who may do what', (server) => {
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: TestUser | null,
    payload?: unknown,
  ) =>
    call(server().app, {
      method,
      url: `${ENTITY_BASE}${path}`,
      headers: user ? await authAs(server(), user) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const noteRows = () => queryRows<Entity>(server().db, sql`SELECT * FROM study_notes ORDER BY id`);

  async function twoLearnersWithNotes() {
    const alice = await createUser(server());
    const bob = await createUser(server());
    const a = await request('POST', '/StudyNote/data', alice, {
      id: 'note-alice',
      question_id: 'q1',
      note_text: 'của Alice',
    });
    expect(a.status).toBe(201);
    await request('POST', '/StudyNote/data', bob, {
      id: 'note-bob',
      question_id: 'q1',
      note_text: 'của Bob',
    });
    return { alice, bob, before: await noteRows() };
  }

  it("refuses another learner's note by id (get, update, delete) with 404 and changes nothing", async () => {
    const { bob, before } = await twoLearnersWithNotes();
    for (const [method, path, payload] of [
      ['GET', '/StudyNote/get/note-alice', undefined],
      ['PUT', '/StudyNote/update/note-alice', { note_text: 'hack' }],
      ['DELETE', '/StudyNote/delete/note-alice', undefined],
      ['POST', '/StudyNote/data', { id: 'note-alice', question_id: 'q1', note_text: 'hack' }],
    ] as const) {
      const res = await request(method, path, bob, payload);
      expect([method, res.status, res.body.code]).toEqual([method, 404, 'record-not-found']);
    }
    expect(await noteRows()).toEqual(before);
  });

  it('scopes every filter to the caller, even one naming another owner', async () => {
    const { alice, bob } = await twoLearnersWithNotes();
    const q = encodeURIComponent(JSON.stringify({ created_by_id: alice.id }));
    const res = await request('GET', `/StudyNote/filter?q=${q}`, bob);
    expect(res.body.data).toEqual([]);
    const all = await request('GET', '/StudyNote/data', bob);
    expect((all.body.data as Entity[]).map((n) => n.id)).toEqual(['note-bob']);
    const count = await request(
      'GET',
      `/StudyNote/count?created_by=${encodeURIComponent(alice.email)}`,
      bob,
    );
    expect(count.body.data).toEqual({ count: 0 });
  });

  it("refuses a bulk that touches another learner's id as a whole, writing nothing", async () => {
    const { bob, before } = await twoLearnersWithNotes();
    const res = await request('POST', '/StudyNote/bulk', bob, {
      items: [
        { id: 'note-new', question_id: 'q2', note_text: 'mới' },
        { id: 'note-alice', question_id: 'q1', note_text: 'hack' },
      ],
    });
    expect([res.status, res.body.code]).toEqual([404, 'record-not-found']);
    const del = await call(server().app, {
      method: 'DELETE',
      url: `${ENTITY_BASE}/StudyNote/bulk-delete`,
      headers: await authAs(server(), bob),
      payload: { ids: ['note-bob', 'note-alice'] },
    });
    expect([del.status, del.body.code]).toEqual([404, 'record-not-found']);
    expect(await noteRows()).toEqual(before);
  });

  it.each([
    ['created_by_id', 'someone'],
    ['created_by', 'x@example.com'],
    ['user_id', 'someone'],
    ['created_date', '2020-01-01T00:00:00.000Z'],
    ['updated_date', '2020-01-01T00:00:00.000Z'],
    ['deleted_date', null],
  ])('refuses %s in a body (single and bulk) with field-not-allowed', async (field, value) => {
    const me = await createUser(server());
    const single = await request('POST', '/StudyNote/data', me, {
      question_id: 'q1',
      note_text: 'x',
      [field]: value,
    });
    expect([single.status, single.body.code]).toEqual([400, 'field-not-allowed']);
    const bulk = await request('POST', '/StudyNote/bulk', me, {
      items: [
        { id: 'ok-1', question_id: 'q1', note_text: 'x' },
        { id: 'bad-1', question_id: 'q2', note_text: 'y', [field]: value },
      ],
    });
    expect([bulk.status, bulk.body.code]).toEqual([400, 'field-not-allowed']);
    expect(await noteRows()).toEqual([]);
  });

  it('lets anonymous callers read only Question and Achievement', async () => {
    await seedQuestions(server().db, 2);
    expect((await request('GET', '/Question/data', null)).status).toBe(200);
    expect((await request('GET', '/Achievement/data', null)).status).toBe(200);
    for (const entity of [
      'StudyNote',
      'TestResult',
      'UserAchievement',
      'DailyCompletion',
      'StudyProgress',
      'QuestionReport',
    ]) {
      const res = await request('GET', `/${entity}/data`, null);
      expect([entity, res.status, res.body.code]).toEqual([entity, 401, 'unauthenticated']);
    }
  });

  it('refuses anonymous writes (401) and learner writes of Question/Achievement (403)', async () => {
    await seedQuestions(server().db, 2);
    const anon = await request('POST', '/StudyNote/data', null, {
      question_id: 'q1',
      note_text: 'x',
    });
    expect([anon.status, anon.body.code]).toEqual([401, 'unauthenticated']);
    const learner = await createUser(server());
    const put = await request('PUT', '/Question/update/q1', learner, { question_text: 'hack' });
    expect([put.status, put.body.code]).toEqual([403, 'forbidden']);
    const post = await request('POST', '/Achievement/data', learner, {
      name: 'x',
      type: 'study',
      category: 'beginner',
    });
    expect([post.status, post.body.code]).toEqual([403, 'forbidden']);
    const del = await request('DELETE', '/Question/delete/q1', learner);
    expect(del.status).toBe(403);
    const q1 = await request('GET', '/Question/get/q1', null);
    expect(q1.body.data).toMatchObject({ question_text: 'Câu hỏi thử số 1', deleted_date: null });
  });

  it('lets admins read every report and set status/reply; learners only their own', async () => {
    await seedQuestions(server().db, 2);
    const alice = await createUser(server());
    const bob = await createUser(server());
    const admin = await createUser(server(), { role: 'admin' });
    const made = await request('POST', '/QuestionReport/data', alice, {
      id: 'rep-1',
      question_id: 'q1',
      reason: 'Sai đáp án',
    });
    expect(made.body.data).toMatchObject({ status: 'open', reply: null });
    const unknown = await request('POST', '/QuestionReport/data', alice, {
      question_id: 'q99',
      reason: 'x',
    });
    expect(unknown.body.code).toBe('unknown-question');
    const selfStatus = await request('PUT', '/QuestionReport/update/rep-1', alice, {
      status: 'resolved',
    });
    expect(selfStatus.body.code).toBe('field-not-allowed');
    expect((await request('GET', '/QuestionReport/get/rep-1', bob)).status).toBe(404);
    expect((await request('GET', '/QuestionReport/data', admin)).body.data).toHaveLength(1);
    const replied = await request('PUT', '/QuestionReport/update/rep-1', admin, {
      status: 'resolved',
      reply: 'Đã sửa',
    });
    expect(replied.body.data).toMatchObject({
      status: 'resolved',
      reply: 'Đã sửa',
      replied_by: admin.email,
    });
    const adminText = await request('PUT', '/QuestionReport/update/rep-1', admin, {
      reason: 'hack',
    });
    expect(adminText.body.code).toBe('field-not-allowed');
  });
  it('answers a forged token with 401 invalid-token on private reads and writes', async () => {
    const forged = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
    for (const [method, path] of [
      ['GET', '/StudyNote/data'],
      ['POST', '/StudyNote/bulk'],
    ] as const) {
      const res = await call(server().app, {
        method,
        url: `${ENTITY_BASE}${path}`,
        headers: forged,
        ...(method === 'POST' ? { payload: { items: [{ id: 'x', question_id: 'q1' }] } } : {}),
      });
      expect([path, res.status, res.body.code]).toEqual([path, 401, 'invalid-token']);
    }
    expect(await noteRows()).toEqual([]);
  });
});
