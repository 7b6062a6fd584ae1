/*
 * How the engine reacts to a failed request: retry later (network, 408, 429, 5xx), pause for
 * sign-in (401) or reject the entries (any other 4xx: they go to the dead-letter list).
 */
import { ApiClientError } from '../api/errors';

export type FailureKind = 'retry' | 'auth' | 'reject';

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiClientError)) return 'retry';
  const { status } = error;
  if (status === 401) return 'auth';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'reject';
  return 'retry';
}

export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiClientError && error.status === 0;

export const retryAfterOf = (error: unknown): unknown =>
  error instanceof ApiClientError ? error.data.retryAfter : undefined;

/** Thrown inside the engine when sign-in is needed again; the queue is kept. */
export class AuthPausedError extends Error {
  constructor() {
    super('Sign-in required');
    this.name = 'AuthPausedError';
  }
}
