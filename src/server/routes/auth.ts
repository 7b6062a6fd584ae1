/*
 * Sign-in, tokens and users (SPEC §7 Authentication). This module is registered without
 * encapsulation (skip-override) so its onRequest session hook applies to every route of the app;
 * the endpoints themselves live in encapsulated children under src/server/auth.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../app.js';
import { accountRoutes } from '../auth/account-routes.js';
import { addSessionHook } from '../auth/session-hook.js';
import { signInRoutes } from '../auth/sign-in-routes.js';

const plugin: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  addSessionHook(app, deps);
  await app.register(signInRoutes, deps);
  await app.register(accountRoutes, deps);
};

export const authRoutes = Object.assign(plugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth',
});
