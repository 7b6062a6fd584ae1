import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';
import { openSealed, requestHash, seal } from '../../src/domain/secure-crypto';
import { studyLimitFor } from '../../src/server/secure/secure-questions';
import { seedSecureBank, secureInject } from './secure-helpers';

type StudyData = { questions: string; checksum: string; answerKey: string; sessionKey: string };

const studyPayload = (extra: Record<string, unknown> = {}) => ({
  category: 'A1',
  mode: 'study',
  limit: 250,
  sessionKey: 'client-session-1',
  timestamp: Date.now(),
  ...extra,
});

it('caps study lists per class as SPEC §9 says', () => {
  expect(studyLimitFor('B')).toBe(600);
  expect(studyLimitFor('DE')).toBe(600);
  expect(studyLimitFor('A1')).toBe(250);
  expect(studyLimitFor('A')).toBe(250);
  expect(studyLimitFor('B1')).toBe(300);
  expect(studyLimitFor('X9')).toBe(200);
});

describeEachDatabase('secure question API: study and integrity', (server) => {
  const study = (
    payload: Record<string, unknown>,
    extra: Partial<Parameters<typeof secureInject>[1]> = {},
  ) => secureInject(server().app, { url: '/secure/questions', payload, ...extra });

  it('reports health without /api', async () => {
    const response = await server().app.inject({ url: '/secure/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('hands out the class pool sorted by number, encrypted, without answers', async () => {
    await seedSecureBank(server().db);
    const response = await study(studyPayload());
    expect(response.statusCode).toBe(200);
    const data = response.json<{ success: boolean; data: StudyData }>().data;
    expect(data.answerKey).toMatch(/^[0-9a-f]{48}$/);
    expect(data.sessionKey).toMatch(/^[0-9a-f]{48}$/);
    expect(data.questions).not.toContain('Câu hỏi');
    const opened = openSealed(data.questions, data.checksum);
    expect(opened.ok).toBe(true);
    const list = (opened.ok ? opened.value : []) as Record<string, unknown>[];
    expect(list.map((q) => q.question_number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const q of list) {
      expect(q).not.toHaveProperty('correct_answer');
      expect(q).not.toHaveProperty('explanation');
      expect(JSON.stringify(q)).not.toContain('Giải thích');
    }
    expect(list[9]).toMatchObject({ id: 'q10', is_critical: true, option_a: 'Dừng lại' });
    expect(list[0]).toMatchObject({ id: 'q1', is_critical: false, chapter_id: 1, image_url: null });
  });

  it('honours a smaller limit and the car pool', async () => {
    await seedSecureBank(server().db);
    const five = await study(studyPayload({ limit: 5 }));
    const fiveData = five.json<{ data: StudyData }>().data;
    const opened = openSealed(fiveData.questions, fiveData.checksum);
    expect(opened.ok && (opened.value as unknown[]).length).toBe(5);
    const car = await study(studyPayload({ category: 'B', limit: 600 }));
    const carData = car.json<{ data: StudyData }>().data;
    const carList = openSealed(carData.questions, carData.checksum);
    expect(carList.ok && (carList.value as unknown[]).length).toBe(40);
    const b1 = await study(studyPayload({ category: 'B1', limit: undefined }));
    const b1Data = b1.json<{ data: StudyData }>().data;
    const b1List = openSealed(b1Data.questions, b1Data.checksum);
    expect(b1List.ok && (b1List.value as unknown[]).length).toBe(30);
  });

  it('refuses a tampered checksum, undecryptable data and a wrong request hash', async () => {
    const tampered = await study(studyPayload(), {
      tamper: (body) => {
        body.checksum = body.checksum.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ success: false, code: 'integrity-check-failed' });
    const otherKey = await study(studyPayload(), {
      tamper: (body) => {
        body.data = seal({ category: 'A1' }, 'not-the-shared-key').data;
      },
    });
    expect(otherKey.statusCode).toBe(400);
    expect(otherKey.json()).toMatchObject({ code: 'decrypt-failed' });
    const wrongHash = await study(studyPayload(), {
      headers: { 'x-request-hash': 'f'.repeat(64) },
    });
    expect(wrongHash.json()).toMatchObject({ code: 'integrity-check-failed' });
    const noHash = await server().app.inject({
      method: 'POST',
      url: '/secure/questions',
      payload: seal(studyPayload()),
    });
    expect(noHash.statusCode).toBe(400);
    expect(noHash.json()).toMatchObject({ code: 'missing-headers' });
    const plain = await server().app.inject({
      method: 'POST',
      url: '/secure/questions',
      payload: { data: 42 },
    });
    expect(plain.json()).toMatchObject({ code: 'invalid-body' });
  });

  it('refuses stale and invalid timestamps and a wrong mode', async () => {
    const stale = await study(studyPayload({ timestamp: Date.now() - 6 * 60 * 1000 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'stale-request' });
    const future = await study(studyPayload({ timestamp: Date.now() + 6 * 60 * 1000 }));
    expect(future.json()).toMatchObject({ code: 'stale-request' });
    const seconds = await study(studyPayload({ timestamp: Math.floor(Date.now() / 1000) }));
    expect(seconds.json()).toMatchObject({ code: 'stale-request' });
    const payload = studyPayload();
    const sealed = seal(payload);
    const staleHeader = await server().app.inject({
      method: 'POST',
      url: '/secure/questions',
      headers: {
        'x-session-key': payload.sessionKey,
        'x-timestamp': '1000000000000',
        'x-request-hash': requestHash(payload.sessionKey, 1000000000000, sealed.checksum),
      },
      payload: sealed,
    });
    expect(staleHeader.json()).toMatchObject({ code: 'stale-request' });
    const wrongMode = await study(studyPayload({ mode: 'test' }));
    expect(wrongMode.json()).toMatchObject({ code: 'invalid-body' });
    const badCategory = await study(studyPayload({ category: "B'; DROP TABLE questions;--" }));
    expect(badCategory.json()).toMatchObject({ code: 'invalid-body' });
  });

  it('limits how many sets one client may take a minute', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.50' };
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push((await study(studyPayload({ limit: 1 }), { headers })).statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    const elsewhere = await study(studyPayload({ limit: 1 }), {
      headers: { 'x-forwarded-for': '198.51.100.51' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a forged bearer token but accepts a real one', async () => {
    await seedSecureBank(server().db);
    const forged = await study(studyPayload(), { headers: { authorization: 'Bearer x.y.z' } });
    expect(forged.statusCode).toBe(401);
    const { headers } = await signInAs(server().app, 'secure-a@example.com');
    const real = await study(studyPayload(), { headers });
    expect(real.statusCode).toBe(200);
  });
});
