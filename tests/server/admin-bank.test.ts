import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { expect, it } from 'vitest';
import { importBank } from '../../src/server/bank/bank-import';
import { authAs, createUser } from '../helpers/auth-as';
import { call, ENTITY_BASE } from '../helpers/entity-fixtures';
import { multipartBody } from '../helpers/multipart';
import { describeEachDatabase } from '../helpers/test-server';
import { fixtureBank, writeFixtureBank } from '../fixtures/fixture-bank';

async function zipFolder(folder: string, prefix = ''): Promise<Uint8Array> {
  const files: Zippable = {};
  const walk = async (dir: string, rel: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name);
      else files[name] = new Uint8Array(await readFile(path.join(dir, entry.name)));
    }
  };
  await walk(folder, prefix);
  return zipSync(files);
}

type Report = { mode: string; added: number; changed: number; removed: number; errors: unknown[] };

describeEachDatabase('admin bank import/export and audit', (server) => {
  const send = async (bytes: Uint8Array, mode: string, headers: Record<string, string>) => {
    const body = multipartBody([
      { field: 'file', name: 'bank.zip', type: 'application/zip', bytes },
    ]);
    const res = await server().app.inject({
      method: 'POST',
      url: `/api/admin/bank/import?mode=${mode}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return { status: res.statusCode, body: res.json<{ code?: string; data: Report }>() };
  };
  const count = async () => {
    const res = await call(server().app, { method: 'GET', url: `${ENTITY_BASE}/Question/count` });
    return (res.body.data as { count: number }).count;
  };

  it('refuses learners, dry-runs without changes, applies, and reports errors', async () => {
    const learner = await authAs(server(), await createUser(server()));
    const headers = await authAs(server(), await createUser(server(), { role: 'admin' }));
    const zip = await zipFolder(await writeFixtureBank(), 'bank-folder');
    const refused = await send(zip, 'apply', learner);
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);

    const dry = await send(zip, 'dry-run', headers);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data).toMatchObject({ mode: 'dry-run', added: 8, changed: 0, removed: 0 });
    expect(await count()).toBe(0);

    const applied = await send(zip, 'apply', headers);
    expect(applied.body.data).toMatchObject({ mode: 'apply', added: 8, errors: [] });
    expect(await count()).toBe(8);

    const bank = fixtureBank();
    bank.questions = bank.questions.slice(0, 7);
    bank.questions[0] = { ...bank.questions[0]!, text: 'Câu một đã sửa' };
    bank.pools = { A1: [1, 2, 3, 6, 7], B1: [1, 2, 3, 4, 6, 7] };
    const second = await zipFolder(await writeFixtureBank(bank));
    const dry2 = await send(second, 'dry-run', headers);
    expect(dry2.body.data).toMatchObject({ added: 0, changed: 1, removed: 1 });
    expect(await count()).toBe(8);

    const broken = fixtureBank();
    broken.questions[1] = { ...broken.questions[1]!, answer: 9 };
    const bad = await send(await zipFolder(await writeFixtureBank(broken)), 'dry-run', headers);
    expect(bad.body.data.errors.length).toBeGreaterThan(0);
    expect(bad.body.data.errors[0]).toMatchObject({ question: 2 });
    const badApply = await send(await zipFolder(await writeFixtureBank(broken)), 'apply', headers);
    expect([badApply.status, badApply.body.code]).toEqual([422, 'bank-invalid']);
    const notZip = await send(new TextEncoder().encode('PK garbage'), 'dry-run', headers);
    expect([notZip.status, notZip.body.code]).toEqual([400, 'invalid-zip']);
  });

  it('exports the live bank as a zip that re-imports unchanged', async () => {
    const headers = await authAs(server(), await createUser(server(), { role: 'admin' }));
    await importBank(server().db, await writeFixtureBank());
    const res = await server().app.inject({
      method: 'GET',
      url: '/api/admin/bank/export',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="gplx-bank-v1\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toContain('bank.json');
    const again = await send(new Uint8Array(res.rawPayload), 'dry-run', headers);
    expect(again.body.data).toMatchObject({ added: 0, changed: 0, removed: 0 });
    const learner = await authAs(server(), await createUser(server()));
    const refused = await server().app.inject({
      method: 'GET',
      url: '/api/admin/bank/export',
      headers: learner,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps an audit log per question and searches without diacritics', async () => {
    const headers = await authAs(server(), await createUser(server(), { role: 'admin' }));
    await importBank(server().db, await writeFixtureBank());
    const put = await call(server().app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/Question/update/q2`,
      headers,
      payload: { question: 'Xe nào được ưu tiên ĐI TRƯỚC?' },
    });
    expect(put.status).toBe(200);
    const audit = await call(server().app, {
      method: 'GET',
      url: '/api/admin/questions/q2/audit',
      headers,
    });
    const entries = audit.body.data as { action: string; actor: string; changes: unknown[] }[];
    expect(entries[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'question_text', after: 'Xe nào được ưu tiên ĐI TRƯỚC?' }],
    });
    const search = async (q: unknown) => {
      const res = await call(server().app, {
        method: 'GET',
        url: `${ENTITY_BASE}/Question/filter?q=${encodeURIComponent(JSON.stringify(q))}`,
      });
      return (res.body.data as { question_number: number }[]).map((r) => r.question_number);
    };
    expect(await search({ search: 'uu tien di truoc' })).toEqual([2]);
    expect(await search({ search: 'BIEN' })).toEqual([6, 7]);
    expect(await search({ search: '8' })).toEqual([8]);
    expect(await search({ search: '100%' })).toEqual([]);
  });
});
