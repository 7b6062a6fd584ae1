import { expect, it } from 'vitest';
import { authAs, createUser } from '../helpers/auth-as';
import { call, ENTITY_BASE } from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;

describeEachDatabase('entity API: what the sync engine relies on', (server) => {
  it('pages through changes with an (updated_date, id) cursor, tombstones included', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const items = Array.from({ length: 25 }, (_, i) => ({
      id: `n-${String(i).padStart(2, '0')}`,
      question_id: `q${i + 1}`,
      note_text: `ghi chú ${i}`,
    }));
    await call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/StudyNote/bulk`,
      headers,
      payload: { items },
    });
    await call(server().app, {
      method: 'DELETE',
      url: `${ENTITY_BASE}/StudyNote/delete/n-03`,
      headers,
    });
    const seen: Entity[] = [];
    let cursor: { updated_date: string; id: string } | null = null;
    for (let page = 0; page < 10; page += 1) {
      const filter: unknown = cursor
        ? {
            $or: [
              { updated_date: { $gt: cursor.updated_date } },
              { updated_date: cursor.updated_date, id: { $gt: cursor.id } },
            ],
          }
        : {};
      const q = encodeURIComponent(JSON.stringify(filter));
      const res = await call(server().app, {
        method: 'GET',
        url: `${ENTITY_BASE}/StudyNote/filter?q=${q}&sort=updated_date,id&limit=10&include_deleted=true`,
        headers,
      });
      const batch = res.body.data as Entity[];
      if (batch.length === 0) break;
      seen.push(...batch);
      const last = batch[batch.length - 1] as Entity;
      cursor = { updated_date: String(last.updated_date), id: String(last.id) };
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((n) => n.id)).size).toBe(25);
    expect(seen[seen.length - 1]).toMatchObject({ id: 'n-03', deleted_date: expect.any(String) });
  });

  it('revives a tombstoned progress row when the question is studied again under a new id', async () => {
    const me = await createUser(server());
    const headers = await authAs(server(), me);
    const bulk = (items: unknown[]) =>
      call(server().app, {
        method: 'POST',
        url: `${ENTITY_BASE}/StudyProgress/bulk`,
        headers,
        payload: { items },
      });
    await bulk([{ id: 'p-1', question_id: 'q5', studied: true, correct_count: 1 }]);
    await bulk([{ id: 'p-1', _deleted: true }]);
    const res = await bulk([{ id: 'p-2', question_id: 'q5', studied: true, correct_count: 2 }]);
    expect(res.status).toBe(200);
    expect((res.body.data as { items: Entity[] }).items[0]).toMatchObject({
      id: 'p-1',
      studied: true,
      correct_count: 2,
      deleted_date: null,
    });
  });
});
