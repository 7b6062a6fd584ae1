import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';
import { queryRows } from '../../src/server/db/client';
import type { SecureResult } from '../../src/api/secure';
import { openSealed } from '../../src/domain/secure-crypto';
import { correctLetterOf, seedSecureBank, secureInject } from './secure-helpers';

type TestData = {
  questions: string;
  checksum: string;
  answerKey: string;
  sessionKey: string;
  testId: string;
  time: number;
  pass: number;
};
// What the client decrypts: the same shape src/api/secure.ts reads.
type Graded = SecureResult;

const clock = { now: Date.now() };

describeEachDatabase(
  'secure question API: tests and validation',
  (server) => {
    const start = async (category = 'B', headers: Record<string, string> = {}) => {
      clock.now = Date.now();
      const response = await secureInject(server().app, {
        url: '/secure/test-questions',
        payload: {
          category,
          mode: 'test',
          questions: 30,
          time: 20,
          pass: 27,
          sessionKey: 'c-1',
          timestamp: clock.now,
        },
        headers,
      });
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: TestData }>().data;
      const opened = openSealed(data.questions, data.checksum);
      const ids = ((opened.ok ? opened.value : []) as { id: string }[]).map((q) => q.id);
      return { data, ids };
    };
    const validate = (
      data: TestData,
      answers: { id: string; selected: string | null; index: number }[],
      options: { headers?: Record<string, string>; payload?: Record<string, unknown> } = {},
    ) =>
      secureInject(server().app, {
        url: '/secure/validate-answers',
        payload: {
          answers,
          sessionKey: data.sessionKey,
          answerKey: data.answerKey,
          testId: data.testId,
          timestamp: clock.now,
          ...options.payload,
        },
        headers: {
          'x-session-key': data.sessionKey,
          'x-answer-key': data.answerKey,
          ...options.headers,
        },
      });
    const graded = (response: Awaited<ReturnType<typeof validate>>) => {
      const body = response.json<{ success: boolean; data: string; checksum: string }>();
      const opened = openSealed(body.data, body.checksum);
      if (!opened.ok) throw new Error('result did not open');
      return opened.value as Graded;
    };
    const sessions = async () =>
      queryRows<{
        session_key: string;
        mode: string;
        category: string;
        pass_mark: number;
        question_ids: string[];
        expires_at: Date;
      }>(server().db, sql`SELECT * FROM secure_sessions`);

    it('draws a class B exam on the server and keeps the session 2 hours', async () => {
      await seedSecureBank(server().db);
      const { data, ids } = await start('B');
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(data).toMatchObject({ time: 20, pass: 27 });
      expect(data.testId).toMatch(/^test_[0-9a-f]{24}$/);
      const [row] = await sessions();
      expect(row).toMatchObject({
        session_key: data.sessionKey,
        mode: 'test',
        category: 'B',
        pass_mark: 27,
      });
      expect(row?.question_ids).toEqual(ids);
      const lifetime = new Date(row?.expires_at ?? 0).getTime() - clock.now;
      expect(lifetime).toBe(2 * 60 * 60 * 1000);
    });

    it('grades against the server bank, once', async () => {
      await seedSecureBank(server().db);
      const { data, ids } = await start('A1');
      expect(ids).toHaveLength(25);
      const answers = ids.map((id, index) => ({ id, selected: correctLetterOf(id), index }));
      const response = await validate(data, answers);
      expect(response.statusCode).toBe(200);
      const result = graded(response);
      expect(result).toMatchObject({ correct_answers: 25, total_questions: 25, passed: true });
      expect(result.results.every((r) => r.is_correct && r.correct === r.selected)).toBe(true);
      const criticalIds = ids.filter((id) => Number(id.slice(1)) % 10 === 0);
      expect(result.results.filter((r) => r.is_critical).map((r) => r.id)).toEqual(criticalIds);
      expect(await sessions()).toHaveLength(0);
      const again = await validate(data, answers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, code: 'session-not-found' });
    });

    it('fails a test with a wrong critical answer and counts blanks as wrong', async () => {
      await seedSecureBank(server().db);
      const { data, ids } = await start('A1');
      const critical = ids.find((id) => Number(id.slice(1)) % 10 === 0) ?? '';
      const answers = ids.map((id, index) => ({
        id,
        selected: id === critical ? (correctLetterOf(id) === 'a' ? 'b' : 'a') : correctLetterOf(id),
        index,
      }));
      answers.push({ id: 'q999', selected: 'a', index: 99 });
      const result = graded(await validate(data, answers.slice(1)));
      expect(result.total_questions).toBe(25);
      expect(result.correct_answers).toBe(ids[0] === critical ? 24 : 23);
      expect(result.passed).toBe(false);
      expect(result.results.find((r) => r.id === critical)).toMatchObject({
        is_critical: true,
        is_correct: false,
      });
      expect(result.results.find((r) => r.id === ids[0])).toMatchObject({
        selected: null,
        is_correct: false,
      });
    });

    it('answers 410 session-expired after 2 hours', async () => {
      await seedSecureBank(server().db);
      const { data, ids } = await start('B');
      clock.now += 2 * 60 * 60 * 1000 + 1000;
      const response = await validate(data, [{ id: ids[0] ?? '', selected: 'a', index: 0 }]);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'session-expired' });
    });

    it('needs every key to match and leaves the session for its owner', async () => {
      await seedSecureBank(server().db);
      const owner = await signInAs(server().app, 'secure-owner@example.com');
      const other = await signInAs(server().app, 'secure-other@example.com');
      const { data, ids } = await start('B', owner.headers);
      const answers = [{ id: ids[0] ?? '', selected: 'a', index: 0 }];
      const wrongAnswerKey = await validate(data, answers, {
        headers: { 'x-answer-key': 'f'.repeat(48) },
        payload: { answerKey: 'f'.repeat(48) },
      });
      expect(wrongAnswerKey.json()).toMatchObject({ code: 'session-not-found' });
      const wrongTest = await validate(data, answers, { payload: { testId: 'test_nope' } });
      expect(wrongTest.json()).toMatchObject({ code: 'session-not-found' });
      const mismatch = await validate(data, answers, { headers: { 'x-answer-key': 'other' } });
      expect(mismatch.json()).toMatchObject({ code: 'session-mismatch' });
      const anonymous = await validate(data, answers);
      expect(anonymous.json()).toMatchObject({ code: 'session-not-found' });
      const stranger = await validate(data, answers, { headers: other.headers });
      expect(stranger.json()).toMatchObject({ code: 'session-not-found' });
      expect(await sessions()).toHaveLength(1);
      const mine = await validate(data, answers, { headers: owner.headers });
      expect(mine.statusCode).toBe(200);
      expect(graded(mine).total_questions).toBe(30);
    });

    it('grades only the answered questions of a study session', async () => {
      await seedSecureBank(server().db);
      clock.now = Date.now();
      const study = await secureInject(server().app, {
        url: '/secure/questions',
        payload: {
          category: 'B1',
          mode: 'study',
          limit: 300,
          sessionKey: 's',
          timestamp: clock.now,
        },
      });
      const data = study.json<{ data: TestData }>().data;
      const response = await validate({ ...data, testId: '' }, [
        { id: 'q3', selected: correctLetterOf('q3'), index: 2 },
        { id: 'q4', selected: 'z', index: 3 },
      ]);
      expect(response.statusCode).toBe(200);
      expect(graded(response)).toMatchObject({ total_questions: 2, correct_answers: 1 });
    });

    it('refuses an empty bank with 404 no-questions', async () => {
      clock.now = Date.now();
      const response = await secureInject(server().app, {
        url: '/secure/test-questions',
        payload: { category: 'B', mode: 'test', sessionKey: 'c', timestamp: clock.now },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'no-questions' });
    });
  },
  { deps: { now: () => new Date(clock.now) } },
);
