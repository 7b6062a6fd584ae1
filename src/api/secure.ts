/*
 * Client of the secure question API (SPEC §7): sealed requests with the shared key, decrypted and
 * checksum-verified answers, and the session record kept in sessionStorage (SPEC §3). Failures reject
 * with ApiClientError using the SPEC §8 messages; callers fall back to the local bank (SPEC §7).
 */
import type { Options } from 'ky';
import {
  openSealed,
  requestHash,
  seal,
  SECURE_HEADERS,
  type OpenResult,
} from '../domain/secure-crypto';
import { ApiClientError } from './errors';
import { http, toClientError } from './http';

/** A question as the secure API sends it (no correct answer). */
export type SecureQuestion = {
  id: string;
  question_number: number;
  chapter_id: number;
  chapter_name: string;
  is_critical: boolean;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  image_url: string | null;
  image_alt: string | null;
};

export type SecureSession = {
  sessionKey: string;
  answerKey: string;
  timestamp: number;
  mode: 'study' | 'test';
  testId?: string;
};

export type SecureAnswer = { id: string; selected: string | null; index: number };
export type SecureResult = {
  results: {
    id: string;
    correct: string;
    selected: string | null;
    is_correct: boolean;
    is_critical: boolean;
  }[];
  correct_answers: number;
  total_questions: number;
  passed: boolean;
};

const SESSION_STORAGE_KEY = 'gplx_secure_session';

type Envelope = { success?: boolean; message?: string; code?: string; [field: string]: unknown };

const newClientKey = () => globalThis.crypto.randomUUID();

async function post(
  path: string,
  payload: { sessionKey: string; timestamp: number } & Record<string, unknown>,
  headers: Record<string, string>,
  failure: (status: number) => string,
): Promise<Envelope> {
  const body = seal(payload);
  const options: Options = {
    json: body,
    throwHttpErrors: false,
    headers: {
      [SECURE_HEADERS.sessionKey]: payload.sessionKey,
      [SECURE_HEADERS.timestamp]: String(payload.timestamp),
      [SECURE_HEADERS.requestHash]: requestHash(
        payload.sessionKey,
        payload.timestamp,
        body.checksum,
      ),
      ...headers,
    },
  };
  let response: Response;
  try {
    response = await http.post(path, options);
  } catch (error) {
    throw await toClientError(error);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok) {
    throw new ApiClientError(
      failure(response.status),
      response.status,
      envelope.code ?? 'HTTP_ERROR',
    );
  }
  if (envelope.success === false) {
    throw new ApiClientError(
      envelope.message ?? 'Request failed',
      400,
      envelope.code ?? 'API_ERROR',
    );
  }
  return envelope;
}

function opened(result: OpenResult, what: 'questions' | 'result'): unknown {
  if (result.ok) return result.value;
  if (result.reason === 'integrity') {
    throw new ApiClientError('Data integrity check failed', 500, 'INTEGRITY_ERROR');
  }
  const message =
    what === 'questions' ? 'Failed to decrypt questions data' : 'Failed to decrypt result';
  throw new ApiClientError(message, 500, 'DECRYPT_ERROR');
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function readQuestions(data: Record<string, unknown>): SecureQuestion[] {
  const list = opened(openSealed(data.questions, data.checksum), 'questions');
  if (!Array.isArray(list))
    throw new ApiClientError('Failed to decrypt questions data', 500, 'DECRYPT_ERROR');
  return list as SecureQuestion[];
}

function invalidSession(): never {
  throw new ApiClientError('Invalid session data', 500, 'SESSION_ERROR');
}

const dataOf = (envelope: Envelope) => (envelope.data ?? {}) as Record<string, unknown>;
const httpError = (status: number) => `HTTP Error: ${status}`;

/** The study list of a class (capped on the server per SPEC §9), without correct answers. */
export async function fetchSecureStudyQuestions(category: string, limit?: number) {
  const timestamp = Date.now();
  const payload = { category, mode: 'study', limit, sessionKey: newClientKey(), timestamp };
  const data = dataOf(await post('secure/questions', payload, {}, httpError));
  const questions = readQuestions(data);
  const sessionKey = text(data.sessionKey);
  const answerKey = text(data.answerKey);
  if (!sessionKey || !answerKey) invalidSession();
  const session: SecureSession = { sessionKey, answerKey, timestamp, mode: 'study' };
  rememberSecureSession(session);
  return { questions, session };
}

export type SecureTestRequest = {
  category: string;
  questions?: number;
  time?: number;
  pass?: number;
};

/** A mock exam drawn on the server; `time` and `pass` are the server's figures for the class. */
export async function fetchSecureTestQuestions(request: SecureTestRequest) {
  const timestamp = Date.now();
  const payload = { ...request, mode: 'test', sessionKey: newClientKey(), timestamp };
  const data = dataOf(await post('secure/test-questions', payload, {}, httpError));
  const questions = readQuestions(data);
  const sessionKey = text(data.sessionKey);
  const answerKey = text(data.answerKey);
  const testId = text(data.testId);
  if (!sessionKey || !answerKey || !testId) invalidSession();
  const session: SecureSession = { sessionKey, answerKey, timestamp, mode: 'test', testId };
  rememberSecureSession(session);
  return {
    questions,
    session,
    time: typeof data.time === 'number' ? data.time : undefined,
    pass: typeof data.pass === 'number' ? data.pass : undefined,
  };
}

/** Grades answers on the server; the session is used up (a second call answers 404). */
export async function validateSecureAnswers(
  session: SecureSession,
  answers: SecureAnswer[],
): Promise<SecureResult> {
  if (!session.sessionKey || !session.answerKey) invalidSession();
  const payload = {
    answers,
    sessionKey: session.sessionKey,
    answerKey: session.answerKey,
    testId: session.testId ?? null,
    timestamp: Date.now(),
  };
  const envelope = await post(
    'secure/validate-answers',
    payload,
    { [SECURE_HEADERS.answerKey]: session.answerKey },
    (status) => `Validation failed: ${status}`,
  );
  forgetSecureSession();
  const result = opened(openSealed(envelope.data, envelope.checksum), 'result');
  if (!result || typeof result !== 'object') invalidSession();
  return result as SecureResult;
}

export async function secureHealth(): Promise<boolean> {
  try {
    const response = await http.get('secure/health', { throwHttpErrors: false });
    return response.ok && ((await response.json()) as { ok?: boolean }).ok === true;
  } catch {
    return false;
  }
}

export function rememberSecureSession(session: SecureSession): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Session storage unavailable (private mode, tests): the caller keeps the session object.
  }
}

export function readSecureSession(): SecureSession | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<SecureSession>) : null;
    return value?.sessionKey && value.answerKey ? (value as SecureSession) : null;
  } catch {
    return null;
  }
}

export function forgetSecureSession(): void {
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
