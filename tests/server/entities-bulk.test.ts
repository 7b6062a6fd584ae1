import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { authAs, createUser } from '../helpers/auth-as';
import { ENTITY_BASE } from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;

describeEachDatabase('entity API: bulk upserts, idempotency, tombstones, merge', (server) => {
  const bulk = async (
    entity: string,
    headers: Record<string, string>,
    payload: unknown,
    key?: string,
  ) => {
    const response = await server().app.inject({
      method: 'POST',
      url: `${ENTITY_BASE}/${entity}/bulk`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, text: response.body, json: response.json() as Entity };
  };
  const rowsOf = (table: string) =>
    queryRows<Entity>(server().db, sql`SELECT * FROM ${sql.identifier(table)} ORDER BY id`);

  const notes = (n: number, text = 'ghi chú') =>
    Array.from({ length: n }, (_, i) => ({
      id: `n-${i}`,
      question_id: `q${i + 1}`,
      note_text: `${text} ${i}`,
    }));

  it('upserts by client id and answers {items, count}', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const first = await bulk('StudyNote', headers, { items: notes(3) });
    expect(first.status).toBe(200);
    const data = first.json.data as { items: Entity[]; count: number };
    expect(data.count).toBe(3);
    expect(data.items[0]).toMatchObject({
      id: 'n-0',
      note_text: 'ghi chú 0',
      created_by_id: me.id,
    });
    const second = await bulk('StudyNote', headers, {
      items: [{ id: 'n-1', question_id: 'q2', note_text: 'sửa' }],
    });
    expect((second.json.data as { items: Entity[] }).items[0]).toMatchObject({
      id: 'n-1',
      note_text: 'sửa',
    });
    expect(await rowsOf('study_notes')).toHaveLength(3);
  });

  it('has one effect and identical answers when replayed 5 times in a row and 10 at once', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const payload = { items: notes(20) };
    const sequential = [];
    for (let i = 0; i < 5; i += 1)
      sequential.push(await bulk('StudyNote', headers, payload, 'req-1'));
    expect(new Set(sequential.map((r) => r.text)).size).toBe(1);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () =>
        bulk('StudyNote', headers, { items: notes(20, 'khác') }, 'req-2'),
      ),
    );
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    expect(new Set(concurrent.map((r) => r.text)).size).toBe(1);
    const stored = await rowsOf('study_notes');
    expect(stored).toHaveLength(20);
    expect(stored.every((r) => String(r.note_text).startsWith('khác'))).toBe(true);
    const keys = await queryRows<Entity>(server().db, sql`SELECT request_key FROM bulk_requests`);
    expect(keys.map((k) => k.request_key).sort()).toEqual(['req-1', 'req-2']);
  });

  it('is naturally idempotent without a key, also 10 at once', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => bulk('StudyNote', headers, { items: notes(5) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stored = await rowsOf('study_notes');
    expect(stored).toHaveLength(5);
    const updated = stored.map((r) => String(r.updated_date));
    await bulk('StudyNote', headers, { items: notes(5) });
    expect((await rowsOf('study_notes')).map((r) => String(r.updated_date))).toEqual(updated);
  });

  it('is all-or-nothing: one bad item writes nothing', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const res = await bulk('StudyNote', headers, {
      items: [...notes(3), { id: 'bad', question_id: 'q9', note_text: 42 }],
    });
    expect([res.status, res.json.code]).toEqual([400, 'validation-failed']);
    expect(res.json.message).toContain('note_text');
    expect(await rowsOf('study_notes')).toEqual([]);
  });

  it('refuses more than 500 items with too-many-items', async () => {
    const me = await createUser(server());
    const res = await bulk('StudyNote', await authAs(server(), me), { items: notes(501) });
    expect([res.status, res.json.code]).toEqual([400, 'too-many-items']);
  });

  it('tombstones with _deleted and bulk-delete, visible with include_deleted', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    await bulk('StudyNote', headers, { items: notes(3) });
    const del = await bulk('StudyNote', headers, {
      items: [
        { id: 'n-0', _deleted: true },
        { id: 'never-pushed', _deleted: true },
      ],
    });
    expect((del.json.data as { items: Entity[] }).items).toEqual([
      expect.objectContaining({ id: 'n-0', deleted_date: expect.any(String) }),
      expect.objectContaining({ id: 'never-pushed', _deleted: true }),
    ]);
    const bulkDelete = await server().app.inject({
      method: 'DELETE',
      url: `${ENTITY_BASE}/StudyNote/bulk-delete`,
      headers,
      payload: { ids: ['n-1'] },
    });
    expect(bulkDelete.json()).toEqual({ success: true, data: { ids: ['n-1'], count: 1 } });
    const live = await server().app.inject({
      method: 'GET',
      url: `${ENTITY_BASE}/StudyNote/data`,
      headers,
    });
    expect((live.json().data as Entity[]).map((n) => n.id)).toEqual(['n-2']);
    const all = await server().app.inject({
      method: 'GET',
      url: `${ENTITY_BASE}/StudyNote/filter?include_deleted=true&sort=updated_date,id`,
      headers,
    });
    const tombstones = (all.json().data as Entity[]).filter((n) => n.deleted_date !== null);
    expect(tombstones.map((n) => n.id).sort()).toEqual(['n-0', 'n-1']);
    // A later upsert of a tombstoned id does not resurrect it.
    const again = await bulk('StudyNote', headers, {
      items: [{ id: 'n-0', question_id: 'q1', note_text: 'x' }],
    });
    expect((again.json.data as { items: Entity[] }).items[0]).toMatchObject({
      deleted_date: expect.any(String),
    });
    expect((await rowsOf('study_notes')).length).toBe(3);
  });

  it('merges StudyProgress by question when a second device uses another id', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const deviceA = {
      id: 'p-a',
      question_id: 'q7',
      studied: true,
      studied_at: '2025-07-01T01:00:00.000Z',
      correct_count: 3,
      wrong_count: 0,
      correct_streak: 3,
      last_answered_at: '2025-07-02T01:00:00.000Z',
      last_wrong_at: null,
    };
    await bulk('StudyProgress', headers, { items: [deviceA] });
    const deviceB = {
      id: 'p-b',
      question_id: 'q7',
      studied: false,
      correct_count: 1,
      wrong_count: 2,
      correct_streak: 0,
      last_answered_at: '2025-07-03T01:00:00.000Z',
      last_wrong_at: '2025-07-03T01:00:00.000Z',
    };
    const res = await bulk('StudyProgress', headers, { items: [deviceB] });
    expect(res.status).toBe(200);
    expect((res.json.data as { items: Entity[] }).items[0]).toMatchObject({
      id: 'p-a',
      question_id: 'q7',
      studied: true,
      studied_at: '2025-07-01T01:00:00.000Z',
      correct_count: 3,
      wrong_count: 2,
      correct_streak: 3,
      last_answered_at: '2025-07-03T01:00:00.000Z',
      last_wrong_at: '2025-07-03T01:00:00.000Z',
    });
    expect(await rowsOf('study_progress')).toHaveLength(1);
    const users = await queryRows<Entity>(
      server().db,
      sql`SELECT studied_questions_count FROM users WHERE id = ${me.id}`,
    );
    expect(users[0]?.studied_questions_count).toBe(1);
  });
});
