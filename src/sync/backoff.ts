/*
 * Retry timing: capped exponential backoff with jitter, and the server's Retry-After (seconds or an
 * HTTP date) as a floor. Pure: random source and clock are arguments.
 */
export type BackoffOptions = { baseMs: number; capMs: number };

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 };
const MAX_RETRY_AFTER_MS = 15 * 60_000;

/** Half fixed, half random ("equal jitter"): never zero, never above the cap. */
export function backoffDelay(
  attempt: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Milliseconds the server asked us to wait, or null when absent or unreadable. */
export function parseRetryAfter(value: unknown, nowMs: number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(MAX_RETRY_AFTER_MS, Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - nowMs));
}

export function retryDelay(
  attempt: number,
  retryAfter: unknown,
  random: () => number,
  nowMs: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const floor = parseRetryAfter(retryAfter, nowMs) ?? 0;
  return Math.max(floor, backoffDelay(attempt, random, options));
}
