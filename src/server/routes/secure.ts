/*
 * The secure question API of SPEC §7 under /secure (no /api prefix): study questions and mock exams
 * without answers, encrypted with the shared key; answers validated on the server against its bank in
 * a single-use session that lives 2 hours. Failures are 4xx with codes (SPEC §8 messages are client-side).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { seal, SECURE_HEADERS } from '../../domain/secure-crypto';
import type { RouteDeps } from '../app.js';
import { currentUser } from '../auth/current-user.js';
import { ApiError, ok } from '../http/errors.js';
import { checkRequestHash, openSecureRequest, secureHeader } from '../secure/secure-envelope.js';
import {
  drawTest,
  gradeSecureAnswers,
  publicQuestion,
  studyQuestions,
} from '../secure/secure-questions.js';
import { createSecureSession, takeSecureSession } from '../secure/secure-sessions.js';

const SECURE_BODY_LIMIT = 64 * 1024;
/** Each handed-out set is a stored session: at most this many a minute per learner or IP. */
export const SECURE_SESSIONS_PER_MINUTE = 30;

const category = z
  .string()
  .min(1)
  .max(10)
  .regex(/^[A-Za-z0-9]+$/);
const key = z.string().min(1).max(128);
const timestamp = z.number();
const count = (max: number) => z.number().int().min(1).max(max).optional();

const studyPayload = z.object({
  category,
  mode: z.literal('study'),
  limit: count(1000),
  sessionKey: key.optional(),
  timestamp,
});
const testPayload = z.object({
  category,
  mode: z.literal('test'),
  questions: count(100),
  time: count(180),
  pass: count(100),
  sessionKey: key.optional(),
  timestamp,
});
const answersPayload = z.object({
  answers: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        selected: z.union([z.string().max(4), z.number(), z.null()]).optional(),
        index: z.number().int().optional(),
      }),
    )
    .max(1000),
  sessionKey: key,
  answerKey: key,
  testId: z.string().max(128).nullable().optional(),
  timestamp,
});

/** The optional bearer: absent → anonymous; forged or expired → 401 rather than silently anonymous. */
function optionalUserId(request: FastifyRequest): string | null {
  if (request.authTokenError) {
    throw new ApiError(401, 'invalid-token', 'The session token is invalid or expired');
  }
  return currentUser(request)?.id ?? null;
}

export const secureRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const options = { bodyLimit: SECURE_BODY_LIMIT };
  const issuing = {
    bodyLimit: SECURE_BODY_LIMIT,
    config: {
      rateLimit: {
        max: SECURE_SESSIONS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) =>
          request.authUser ? `secure-user:${request.authUser.id}` : `secure-ip:${request.ip}`,
      },
    },
  };

  app.get('/secure/health', async () => ({ ok: true }));

  app.post('/secure/questions', issuing, async (request) => {
    const now = deps.now();
    const { payload, checksum } = openSecureRequest(request, studyPayload, now.getTime());
    checkRequestHash(request, checksum, true);
    const userId = optionalUserId(request);
    const list = await studyQuestions(deps.db, payload.category, payload.limit);
    const session = await createSecureSession(deps.db, now, {
      mode: 'study',
      userId,
      questionIds: list.map((q) => q.id),
      category: payload.category,
      passMark: null,
      withTestId: false,
    });
    const sealed = seal(list.map((q) => publicQuestion(q, payload.category)));
    return ok({
      questions: sealed.data,
      checksum: sealed.checksum,
      answerKey: session.answer_key,
      sessionKey: session.session_key,
      expiresAt: session.expires_at.toISOString(),
    });
  });

  app.post('/secure/test-questions', issuing, async (request) => {
    const now = deps.now();
    const { payload, checksum } = openSecureRequest(request, testPayload, now.getTime());
    checkRequestHash(request, checksum, true);
    const userId = optionalUserId(request);
    const drawn = await drawTest(deps.db, now, payload.category, {
      questions: payload.questions ?? 25,
      minutes: payload.time ?? 19,
      passMark: Math.min(payload.pass ?? 21, payload.questions ?? 25),
    });
    if (drawn.questions.length === 0) {
      throw new ApiError(404, 'no-questions', `No questions for category ${payload.category}`);
    }
    const session = await createSecureSession(deps.db, now, {
      mode: 'test',
      userId,
      questionIds: drawn.questions.map((q) => q.id),
      category: payload.category,
      passMark: drawn.passMark,
      withTestId: true,
    });
    const sealed = seal(drawn.questions.map((q) => publicQuestion(q, payload.category)));
    return ok({
      questions: sealed.data,
      checksum: sealed.checksum,
      answerKey: session.answer_key,
      testId: session.test_id,
      sessionKey: session.session_key,
      time: drawn.minutes,
      pass: drawn.passMark,
      total: drawn.questions.length,
      expiresAt: session.expires_at.toISOString(),
    });
  });

  app.post('/secure/validate-answers', options, async (request) => {
    const now = deps.now();
    const { payload, checksum } = openSecureRequest(request, answersPayload, now.getTime());
    checkRequestHash(request, checksum, false);
    const headerSession = secureHeader(request, SECURE_HEADERS.sessionKey);
    const headerAnswer = secureHeader(request, SECURE_HEADERS.answerKey);
    if (headerSession !== payload.sessionKey || headerAnswer !== payload.answerKey) {
      throw new ApiError(400, 'session-mismatch', 'Session headers do not match the payload');
    }
    const session = await takeSecureSession(deps.db, {
      sessionKey: payload.sessionKey,
      answerKey: payload.answerKey,
      testId: payload.testId || null,
      userId: optionalUserId(request),
    });
    if (!session) throw new ApiError(404, 'session-not-found', 'No such secure session');
    if (session.expires_at.getTime() < now.getTime()) {
      throw new ApiError(410, 'session-expired', 'The secure session has expired');
    }
    const result = await gradeSecureAnswers(deps.db, {
      questionIds: session.question_ids,
      answers: payload.answers,
      category: session.category ?? '',
      passMark: session.pass_mark,
      onlyAnswered: session.mode !== 'test',
    });
    const sealed = seal(result);
    return { success: true as const, data: sealed.data, checksum: sealed.checksum };
  });
};
