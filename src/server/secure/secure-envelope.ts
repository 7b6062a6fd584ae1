/*
 * Opening a secure API request (SPEC §7): the body {data, checksum} is decrypted with the shared key,
 * its checksum checked against the plaintext, the payload validated with zod, and the timestamp (body
 * and x-timestamp header) must be within 5 minutes of the server clock. Failures are 400s with codes.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isFreshTimestamp,
  openSealed,
  requestHash,
  SECURE_HEADERS,
} from '../../domain/secure-crypto';
import { ApiError } from '../http/errors.js';

const sealedBody = z.object({ data: z.string().min(1).max(60_000), checksum: z.string().max(128) });

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Decrypts and validates the body; `nowMs` is the server clock. */
export function openSecureRequest<T extends { timestamp: number }>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
  nowMs: number,
): { payload: T; checksum: string } {
  const body = sealedBody.safeParse(request.body);
  if (!body.success) throw new ApiError(400, 'invalid-body', 'Expected {data, checksum}');
  const opened = openSealed(body.data.data, body.data.checksum);
  if (!opened.ok && opened.reason === 'decrypt') {
    throw new ApiError(400, 'decrypt-failed', 'The payload could not be decrypted');
  }
  if (!opened.ok) throw new ApiError(400, 'integrity-check-failed', 'Data integrity check failed');
  const parsed = schema.safeParse(opened.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      400,
      'invalid-body',
      `Invalid payload: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'shape'}`,
    );
  }
  const payload = parsed.data;
  const headerTimestamp = header(request, SECURE_HEADERS.timestamp);
  const stale =
    !isFreshTimestamp(payload.timestamp, nowMs) ||
    (headerTimestamp !== undefined && !isFreshTimestamp(Number(headerTimestamp), nowMs));
  if (stale) throw new ApiError(400, 'stale-request', 'The request timestamp is too old or new');
  return { payload, checksum: body.data.checksum.toLowerCase() };
}

/** x-request-hash (required, or checked when sent) binds the session key and timestamp to the body. */
export function checkRequestHash(
  request: FastifyRequest,
  checksum: string,
  required: boolean,
): void {
  const hash = header(request, SECURE_HEADERS.requestHash);
  if (hash === undefined && required) {
    throw new ApiError(
      400,
      'missing-headers',
      'x-session-key, x-timestamp and x-request-hash required',
    );
  }
  if (hash === undefined) return;
  const sessionKey = header(request, SECURE_HEADERS.sessionKey) ?? '';
  const timestamp = header(request, SECURE_HEADERS.timestamp) ?? '';
  if (hash.toLowerCase() !== requestHash(sessionKey, timestamp, checksum)) {
    throw new ApiError(400, 'integrity-check-failed', 'Request hash does not match');
  }
}

export const secureHeader = header;
