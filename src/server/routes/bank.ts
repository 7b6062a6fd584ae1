/*
 * Public bank endpoints for devices (no auth): the manifest, the compact question download (all, or
 * changed since a version) and images by content hash (immutable, cacheable forever).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../app.js';
import { bankChangesSince, bankManifest, findImage } from '../bank/bank-queries.js';
import { ApiError, ok } from '../http/errors.js';

const HASH = /^[0-9a-f]{64}$/;

export const bankRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get('/api/bank/manifest', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await bankManifest(deps.db));
  });

  app.get<{ Querystring: { since?: string } }>('/api/bank/questions', async (request, reply) => {
    const raw = request.query.since;
    if (raw !== undefined && raw !== '' && !/^\d{1,9}$/.test(raw)) {
      throw new ApiError(400, 'invalid-since', 'since phải là số phiên bản (số nguyên ≥ 0)');
    }
    reply.header('cache-control', 'no-cache');
    return ok(await bankChangesSince(deps.db, raw ? Number(raw) : 0));
  });

  app.get<{ Params: { hash: string } }>(
    '/api/bank/images/:hash',
    { config: { rateLimit: { max: 5000, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { hash } = request.params;
      const image = HASH.test(hash) ? await findImage(deps.db, hash) : undefined;
      if (!image) throw new ApiError(404, 'image-not-found', 'Không tìm thấy ảnh');
      const etag = `"${image.hash}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-type', image.mime);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(Buffer.from(image.bytes));
    },
  );
};
