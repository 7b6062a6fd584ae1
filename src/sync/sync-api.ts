/*
 * The engine's HTTP transport over the entity API (SPEC §7): bulk upserts with an Idempotency-Key,
 * cursor pulls through `filter`, and /me. Base URL, fetch and token are injected so tests run it in
 * Node against the real server; failures become ApiClientError (status 0 = no response).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import { ApiClientError } from '../api/errors';
import type { SyncEntity } from '../db/types';
import type { MeRow, PullQuery, ServerRow, SyncApi } from './types';

export type SyncApiOptions = {
  /** Origin with a trailing slash ('http://127.0.0.1:8080/'); the page's origin in the browser. */
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  appId?: string;
  timeoutMs?: number;
};

type Envelope<T> = { success?: boolean; data?: T; message?: string; code?: string };

export function createSyncApi(options: SyncApiOptions): SyncApi {
  const appId = options.appId ?? 'gplx';
  const client = ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? 30_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function send<T>(path: string, init: Parameters<typeof client>[1]): Promise<T> {
    let body: Envelope<T>;
    try {
      body = await client(path, init).json<Envelope<T>>();
    } catch (error) {
      throw await toSyncError(error);
    }
    if (body.success === false) {
      throw new ApiClientError(body.message ?? 'Request failed', 400, body.code ?? 'API_ERROR');
    }
    return body.data as T;
  }

  const entityPath = (entity: SyncEntity) => `api/apps/${appId}/entities/${entity}`;

  return {
    bulk: (entity, items, key) =>
      send(`${entityPath(entity)}/bulk`, {
        method: 'post',
        json: { items },
        headers: { 'idempotency-key': key },
      }),
    pull: async (entity, query: PullQuery) => {
      const searchParams = new URLSearchParams({
        q: JSON.stringify(query.q),
        sort: 'updated_date,id',
        limit: String(query.limit),
        include_deleted: 'true',
      });
      const data = await send<ServerRow[] | { items: ServerRow[] }>(
        `${entityPath(entity)}/filter`,
        { searchParams },
      );
      return Array.isArray(data) ? data : data.items;
    },
    me: () => send<MeRow>(`api/auth/me/${appId}`, {}),
  };
}

async function toSyncError(error: unknown): Promise<ApiClientError> {
  if (error instanceof ApiClientError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let payload: Envelope<unknown> | undefined;
    try {
      payload = (await error.response.clone().json()) as Envelope<unknown>;
    } catch {
      payload = undefined;
    }
    const retryAfter = error.response.headers.get('retry-after');
    return new ApiClientError(
      payload?.message ?? `HTTP ${status}`,
      status,
      payload?.code ?? 'HTTP_ERROR',
      retryAfter ? { retryAfter } : {},
    );
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiClientError('Network error - no response received', 0, 'NETWORK_ERROR');
  }
  // A body that is not JSON (a proxy's error page) or a stream cut mid-way: treat as network.
  return new ApiClientError(
    error instanceof Error ? error.message : 'Unknown error',
    0,
    'NETWORK_ERROR',
  );
}
