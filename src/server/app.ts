/*
 * buildServer(deps): the whole HTTP surface, with no listening and no process handling, so tests call
 * app.inject() against a real database. Route modules live in ./routes and receive the same deps.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from './config.js';
import type { Db } from './db/client.js';
import { errorHandler } from './http/errors.js';
import { isApiPath } from './http/api-paths.js';
import { builtInlineScriptSources } from './http/inline-scripts.js';
import { installJsonParser, LOG_REDACT_PATHS } from './http/json-body.js';
import './auth/current-user.js';
import { healthRoutes } from './routes/health.js';
import { staticRoutes } from './routes/static.js';
import { routeModules } from './routes/index.js';

export type ServerDeps = {
  config: ServerConfig;
  db: Db;
  /** Clock, injectable so tests can move time. */
  now?: () => Date;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /** Fetch used for outgoing calls (LLM, push); tests may inject one. */
  fetch?: typeof fetch;
};

export type RouteDeps = Required<Pick<ServerDeps, 'config' | 'db' | 'now' | 'fetch'>>;

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
  });
  const routeDeps: RouteDeps = {
    config: deps.config,
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    fetch: deps.fetch ?? fetch,
  };

  app.decorateRequest('authUser', null);
  app.setErrorHandler(errorHandler);
  installJsonParser(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: cspDirectives(deps.config) } });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cors, { origin: [deps.config.publicUrl], credentials: false });
  await app.register(rateLimit, {
    global: true,
    max: deps.config.rateLimitMax,
    timeWindow: '1 minute',
    // Runs after the session hook: a verified user is one key, anyone else (forged tokens too) their IP.
    keyGenerator: (request) =>
      request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`,
    // The app's own static files are not limited: a first visit loads dozens of chunks, and many
    // learners on mobile networks share one carrier IP.
    allowList: (request) => !isApiPath(request.url),
  });

  await app.register(healthRoutes, routeDeps);
  for (const module of routeModules) await app.register(module, routeDeps);
  await app.register(staticRoutes, routeDeps);
  return app;
}

/** Pino options: false silences; any options given keep the redaction of secrets. */
function loggerOptions(option: ServerDeps['logger']): boolean | object {
  if (option === false) return false;
  const given = typeof option === 'object' ? option : {};
  return { level: 'info', ...given, redact: LOG_REDACT_PATHS };
}

function cspDirectives(config: ServerConfig) {
  const issuerOrigin = config.oidc ? new URL(config.oidc.issuer).origin : undefined;
  const withIssuer = (list: string[]) => (issuerOrigin ? [...list, issuerOrigin] : list);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", builtInlineScriptSources(config.staticDir)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'blob:', 'data:'],
    connectSrc: withIssuer(["'self'"]),
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    formAction: withIssuer(["'self'"]),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
