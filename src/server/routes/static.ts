/*
 * Serves the built PWA: hashed assets immutable, index.html and the service worker never cached,
 * and every other GET that wants HTML falls back to index.html (client-side routes).
 */
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteDeps } from '../app.js';
import { isApiPath } from '../http/api-paths.js';
import { ApiError } from '../http/errors.js';

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export const staticRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const root = deps.config.staticDir;
  const hasBuild = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        if (noCache.has(name)) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && hasBuild && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new ApiError(
      404,
      'not-found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  });
};
