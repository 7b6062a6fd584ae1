/*
 * The list of API route modules, registered in order by buildServer. Each is a Fastify plugin taking
 * RouteDeps. Static serving and health are registered separately (first and last).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../app.js';
import { adminBankRoutes } from './admin-bank.js';
import { authRoutes } from './auth.js';
import { bankRoutes } from './bank.js';
import { entityRoutes } from './entities.js';
import { llmRoutes } from './llm.js';
import { notificationRoutes } from './notifications.js';
import { secureRoutes } from './secure.js';
import { uploadRoutes } from './uploads.js';

export const routeModules: FastifyPluginAsync<RouteDeps>[] = [
  authRoutes,
  bankRoutes,
  entityRoutes,
  notificationRoutes,
  uploadRoutes,
  adminBankRoutes,
  llmRoutes,
  secureRoutes,
];
