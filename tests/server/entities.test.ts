import { expect, it } from 'vitest';
import { authAs, createUser } from '../helpers/auth-as';
import { call, ENTITY_BASE, seedAchievements, seedQuestions } from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;
const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

describeEachDatabase('entity API: routes and the filter language', (server) => {
  const get = async (path: string, headers: Record<string, string> = {}) =>
    call(server().app, { method: 'GET', url: `${ENTITY_BASE}${path}`, headers });
  const list = async (path: string, headers: Record<string, string> = {}) => {
    const res = await get(path, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Entity[];
  };

  it('lists entity definitions with typed fields', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    const defs = res.body.data as { name: string; fields: { name: string; type: string }[] }[];
    expect(defs.map((d) => d.name)).toEqual([
      'Question',
      'StudyNote',
      'TestResult',
      'Achievement',
      'UserAchievement',
      'DailyCompletion',
      'StudyProgress',
      'QuestionReport',
    ]);
    const question = defs.find((d) => d.name === 'Question');
    expect(question?.fields).toContainEqual(
      expect.objectContaining({ name: 'pools', type: 'array' }),
    );
    expect(question?.fields).toContainEqual(
      expect.objectContaining({ name: 'is_critical', type: 'boolean' }),
    );
  });

  it('answers unknown app, entity and record with their codes', async () => {
    const app = await call(server().app, { method: 'GET', url: '/api/apps/other/entities' });
    expect([app.status, app.body.code]).toEqual([404, 'unknown-app']);
    const entity = await get('/Nope/data');
    expect([entity.status, entity.body.code]).toEqual([404, 'unknown-entity']);
    const record = await get('/Question/get/q999');
    expect([record.status, record.body.code]).toEqual([404, 'record-not-found']);
  });

  it('maps Question rows to the SPEC shape and reads them anonymously', async () => {
    await seedQuestions(server().db, 3);
    const res = await get('/Question/get/q2');
    expect(res.body).toEqual({
      success: true,
      data: expect.objectContaining({
        id: 'q2',
        question_number: 2,
        chapter_id: 1,
        chapter_name: expect.stringContaining('Quy định chung'),
        category: 'A1,A,B1',
        option_a: 'Đáp án 1 của 2',
        option_d: 'Đáp án 4 của 2',
        correct_answer: 'c',
        image_url: null,
        deleted_date: null,
      }),
    });
    expect((await list('/Question/data?sort=-question_number')).map((x) => x.id)).toEqual([
      'q3',
      'q2',
      'q1',
    ]);
  });

  it('filters with every operator, $or/$and, plain params, sort, limit, offset and count', async () => {
    await seedQuestions(server().db, 320);
    const ids = async (filter: unknown, extra = '') =>
      (await list(`/Question/filter?q=${q(filter)}&sort=question_number${extra}`)).map(
        (x) => x.question_number,
      );
    expect(await ids({ question_number: 5 })).toEqual([5]);
    expect(await ids({ question_number: { $eq: 6 } })).toEqual([6]);
    expect(await ids({ question_number: { $lte: 3 } })).toEqual([1, 2, 3]);
    expect(await ids({ question_number: { $lt: 3 } })).toEqual([1, 2]);
    expect(await ids({ question_number: { $gte: 319 } })).toEqual([319, 320]);
    expect(await ids({ question_number: { $gt: 318 } })).toEqual([319, 320]);
    expect(await ids({ question_number: { $gt: 1, $lt: 4, $ne: 2 } })).toEqual([3]);
    expect(await ids({ question_number: { $in: [7, 9, 11] } })).toEqual([7, 9, 11]);
    expect(await ids({ is_critical: true, question_number: { $lte: 60 } })).toEqual([20, 40, 60]);
    expect(await ids({ question_text: { $regex: '^c.* 31\\d$', $options: 'i' } })).toEqual([
      310, 311, 312, 313, 314, 315, 316, 317, 318, 319,
    ]);
    expect(await ids({ question_text: { $regex: '^c.* 31\\d$' } })).toEqual([]);
    expect(
      await ids({
        $or: [
          { question_number: 1 },
          { $and: [{ chapter_id: 4 }, { question_number: { $lt: 266 } }] },
        ],
      }),
    ).toEqual([1, 264, 265]);
    expect(await ids({ question_number: { $regex: '^31[56]$' } })).toEqual([315, 316]);
    expect(await ids({ category: 'B1', question_number: { $gt: 298 } })).toEqual([299, 300]);
    expect(await ids({ category: 'A', question_number: { $gt: 248 } })).toEqual([249, 250]);
    expect((await ids({ category: 'B' }, '&limit=1000')).length).toBe(320);
    expect(await ids({ correct_answer: 'b', question_number: { $lt: 10 } })).toEqual([1, 5, 9]);
    expect(await ids({ pools: 'B1', question_number: { $gte: 300 } })).toEqual([300]);
    expect(await ids({}, '&limit=3&offset=2')).toEqual([3, 4, 5]);
    expect(await ids({}, '&chapter_id=2&is_critical=true')).toEqual([200]);
    const desc = await list(
      `/Question/filter?q=${q({ chapter_id: 5 })}&sort=-question_number&limit=2`,
    );
    expect(desc.map((x) => x.question_number)).toEqual([320, 319]);
    const count = await get(`/Question/count?q=${q({ chapter_id: 3 })}`);
    expect(count.body.data).toEqual({ count: 58 });
    const plainCount = await get('/Question/count?category=B1');
    expect(plainCount.body.data).toEqual({ count: 300 });
  });

  it.each([
    ['unknown field', { secret: 1 }],
    ['server-only expression field', { chapter_name: 'x' }],
    ['unknown operator', { question_number: { $where: '1' } }],
    ['bad $options', { question_text: { $regex: 'a', $options: 'g' } }],
    ['nested quantifier', { question_text: { $regex: '(a+)+$' } }],
    ['nested star', { question_text: { $regex: '(.*a){20}' } }],
    ['backreference', { question_text: { $regex: '(a)\\1' } }],
    ['long pattern', { question_text: { $regex: 'a'.repeat(101) } }],
    ['wrong type', { question_number: 'abc' }],
    ['too deep', { $or: [{ $or: [{ $or: [{ $or: [{ question_number: 1 }] }] }] }] }],
    [
      'too many conditions',
      { $or: Array.from({ length: 51 }, (_, i) => ({ question_number: i })) },
    ],
  ])('refuses a filter with %s as invalid-filter', async (_name, filter) => {
    const res = await get(`/Question/filter?q=${q(filter)}`);
    expect([res.status, res.body.code]).toEqual([400, 'invalid-filter']);
  });

  it('refuses bad params: limit 1001, unknown plain field, unsortable field, broken JSON', async () => {
    expect((await get('/Question/filter?limit=1001')).body.code).toBe('invalid-limit');
    expect((await get('/Question/filter?limit=1000')).status).toBe(200);
    expect((await get('/Question/filter?nope=1')).body.code).toBe('invalid-filter');
    expect((await get('/Question/filter?sort=pools')).body.code).toBe('invalid-filter');
    expect((await get('/Question/filter?q=%7Bnot-json')).body.code).toBe('invalid-filter');
  });

  it('lists achievement definitions publicly, sorted', async () => {
    await seedAchievements(server().db);
    const defs = await list('/Achievement/data?sort=-exp_reward&limit=1');
    expect(defs[0]).toMatchObject({
      id: 'tay_lai_vang',
      achievement_id: 'tay_lai_vang',
      exp_reward: 500,
    });
  });

  it('runs create, get, update, delete, data and count for a learner note', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const app = server().app;
    const created = await call(app, {
      method: 'POST',
      url: `${ENTITY_BASE}/StudyNote/data`,
      headers,
      payload: { question_id: 'q1', note_text: '  Nhớ biển này  ', is_bookmarked: true },
    });
    expect(created.status).toBe(201);
    const note = created.body.data as Entity;
    expect(note).toMatchObject({
      question_id: 'q1',
      note_text: 'Nhớ biển này',
      created_by_id: me.id,
      created_by: me.email,
    });
    const id = String(note.id);
    const updated = await call(app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/StudyNote/update/${id}`,
      headers,
      payload: { note_text: 'Đã sửa' },
    });
    expect(updated.body.data).toMatchObject({ id, note_text: 'Đã sửa', is_bookmarked: true });
    expect((await get(`/StudyNote/get/${id}`, headers)).body.data).toMatchObject({
      note_text: 'Đã sửa',
    });
    expect((await get('/StudyNote/count', headers)).body.data).toEqual({ count: 1 });
    const removed = await call(app, {
      method: 'DELETE',
      url: `${ENTITY_BASE}/StudyNote/delete/${id}`,
      headers,
    });
    expect(removed.body.data).toMatchObject({ id, deleted_date: expect.any(String) });
    expect(await list('/StudyNote/data', headers)).toEqual([]);
    expect((await get(`/StudyNote/get/${id}`, headers)).body.code).toBe('record-not-found');
    const tombstones = await list('/StudyNote/filter?include_deleted=true', headers);
    expect(tombstones.map((t) => [t.id, typeof t.deleted_date])).toEqual([[id, 'string']]);
    expect((await get(`/StudyNote/get/${id}?include_deleted=true`, headers)).status).toBe(200);
  });
});
