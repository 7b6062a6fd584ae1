/*
 * POST /api/apps/:appId/integrations/llm (SPEC §7 Language model): an OpenAI-compatible pass-through
 * for signed-in learners, limited per learner (20 a minute) and to 64 KB bodies; 503 llm-not-configured
 * without LLM_BASE_URL. The provider's JSON is returned as `data`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { requireUser } from '../auth/current-user.js';
import { ApiError, ok } from '../http/errors.js';
import { callProvider, llmBody } from '../llm/llm-client.js';

export const LLM_RATE_LIMIT_PER_MINUTE = 20;
const LLM_BODY_LIMIT = 64 * 1024;

const learnerKey = (request: FastifyRequest) =>
  request.authUser ? `llm-user:${request.authUser.id}` : `llm-ip:${request.ip}`;

export const llmRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.post(
    '/api/apps/:appId/integrations/llm',
    {
      bodyLimit: LLM_BODY_LIMIT,
      config: {
        rateLimit: {
          max: LLM_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: learnerKey,
        },
      },
    },
    async (request) => {
      const { appId } = request.params as { appId?: string };
      if (appId !== deps.config.appId) throw new ApiError(404, 'unknown-app', 'Unknown app');
      requireUser(request);
      const llm = deps.config.llm;
      if (!llm) {
        throw new ApiError(503, 'llm-not-configured', 'The language model is not configured');
      }
      const body = llmBody.safeParse(request.body);
      if (!body.success) {
        throw new ApiError(400, 'invalid-body', body.error.issues[0]?.message ?? 'Invalid body');
      }
      return ok(await callProvider(deps.fetch, llm, body.data));
    },
  );
};
