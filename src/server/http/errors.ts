/*
 * The response envelope of SPEC §7: {success: true, data} or {success: false, message, code}.
 * Routes throw ApiError; the error handler turns it (and anything else) into the envelope.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const ok = <T>(data: T) => ({ success: true as const, data });

export function errorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    return reply
      .status(error.statusCode)
      .send({ success: false, message: error.message, code: error.code });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const code =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'body-too-large'
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'unsupported-media-type'
        : status === 429
          ? 'rate-limited'
          : status === 400
            ? 'bad-request'
            : status === 404
              ? 'not-found'
              : 'internal-error';
  const message = status >= 500 ? 'Internal server error' : error.message;
  return reply.status(status).send({ success: false, message, code });
}
