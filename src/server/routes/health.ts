import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { RouteDeps } from '../app.js';
import { serverVersion } from '../version.js';

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get('/api/health', async () => {
    await deps.db.execute(sql`SELECT 1`);
    return { ok: true, appId: deps.config.appId, version: serverVersion };
  });
};
