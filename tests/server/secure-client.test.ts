import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase } from '../helpers/test-server';
import { seal } from '../../src/domain/secure-crypto';
import {
  fetchSecureStudyQuestions,
  fetchSecureTestQuestions,
  secureHealth,
  validateSecureAnswers,
} from '../../src/api/secure';
import { ApiClientError } from '../../src/api/errors';
import { correctLetterOf, seedSecureBank } from './secure-helpers';

/** Points the same-origin client (ky, prefixUrl '/') at a server listening on loopback. */
function useOrigin(origin: () => string) {
  const NativeRequest = globalThis.Request;
  class OriginRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? origin() + input : input, init);
    }
  }
  vi.stubGlobal('Request', OriginRequest);
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
};

const respondWith = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describeEachDatabase('secure API client against the real server', (server) => {
  let origin = '';
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
    useOrigin(() => origin);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('studies, draws a test and validates it once', async () => {
    await seedSecureBank(server().db);
    expect(await secureHealth()).toBe(true);
    const study = await fetchSecureStudyQuestions('A1', 250);
    expect(study.questions).toHaveLength(25);
    expect(study.session).toMatchObject({ mode: 'study' });
    const test = await fetchSecureTestQuestions({
      category: 'B',
      questions: 30,
      time: 20,
      pass: 27,
    });
    expect(test.questions).toHaveLength(30);
    expect(test).toMatchObject({ time: 20, pass: 27 });
    const answers = test.questions.map((q, index) => ({
      id: q.id,
      selected: correctLetterOf(q.id),
      index,
    }));
    const result = await validateSecureAnswers(test.session, answers);
    expect(result).toMatchObject({ correct_answers: 30, total_questions: 30, passed: true });
    const again = await failureOf(validateSecureAnswers(test.session, answers));
    expect(again.message).toBe('Validation failed: 404');
    expect(again.status).toBe(404);
    expect(again.code).toBe('session-not-found');
  });

  it('reports HTTP failures with the SPEC messages', async () => {
    const bad = await failureOf(fetchSecureStudyQuestions('not a class!'));
    expect(bad.message).toBe('HTTP Error: 400');
    const empty = await failureOf(fetchSecureTestQuestions({ category: 'B' }));
    expect(empty.message).toBe('HTTP Error: 404');
  });

  it('rejects undecryptable, tampered and keyless answers', async () => {
    respondWith({
      success: true,
      data: { questions: 'garbage', checksum: 'x', answerKey: 'k', sessionKey: 's' },
    });
    const garbage = await failureOf(fetchSecureStudyQuestions('B'));
    expect(garbage.message).toBe('Failed to decrypt questions data');
    const sealed = seal([{ id: 'q1' }]);
    respondWith({
      success: true,
      data: { questions: sealed.data, checksum: '0'.repeat(64), answerKey: 'k', sessionKey: 's' },
    });
    const tampered = await failureOf(fetchSecureStudyQuestions('B'));
    expect(tampered.message).toBe('Data integrity check failed');
    respondWith({ success: true, data: { questions: sealed.data, checksum: sealed.checksum } });
    const keyless = await failureOf(fetchSecureStudyQuestions('B'));
    expect(keyless.message).toBe('Invalid session data');
    const noSession = await failureOf(
      validateSecureAnswers({ sessionKey: '', answerKey: '', timestamp: 0, mode: 'test' }, []),
    );
    expect(noSession.message).toBe('Invalid session data');
  });
});
