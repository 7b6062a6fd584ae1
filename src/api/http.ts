/*
 * The HTTP client (ky): same origin, 30 s timeout, bearer token when present, no retries (the sync
 * engine owns retries). Unwraps the {success, data} envelope and maps failures to ApiClientError.
 */
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { ApiClientError } from './errors';
import { readToken } from './token';

export const http = ky.create({
  prefixUrl: '/',
  timeout: 30_000,
  retry: 0,
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readToken();
        if (token) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
  },
});

type Envelope<T> = { success: boolean; data?: T; message?: string; error?: string; code?: string };

/** Calls the API and returns `data` of the envelope, or throws ApiClientError. */
export async function call<T>(path: string, options: Options = {}): Promise<T> {
  const relative = path.replace(/^\//, '');
  let body: Envelope<T>;
  try {
    body = await http(relative, options).json<Envelope<T>>();
  } catch (error) {
    throw await toClientError(error);
  }
  if (body.success === false) {
    throw new ApiClientError(
      body.message ?? body.error ?? 'Request failed',
      400,
      body.code ?? 'API_ERROR',
    );
  }
  return (body.data ?? (body as unknown as T)) as T;
}

export async function toClientError(error: unknown): Promise<ApiClientError> {
  if (error instanceof ApiClientError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let payload: Envelope<unknown> | undefined;
    try {
      payload = (await error.response.clone().json()) as Envelope<unknown>;
    } catch {
      payload = undefined;
    }
    const data: Record<string, unknown> = {};
    const retryAfter = error.response.headers.get('retry-after');
    if (retryAfter) data.retryAfter = retryAfter;
    return new ApiClientError(
      payload?.message ?? payload?.error ?? 'Request failed',
      status,
      payload?.code ?? 'HTTP_ERROR',
      data,
    );
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiClientError('Network error - no response received', 0, 'NETWORK_ERROR');
  }
  return new ApiClientError('Unknown error occurred', 500, 'UNKNOWN_ERROR');
}
