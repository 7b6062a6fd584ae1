/*
 * Who is calling. An onRequest hook (registered by the auth routes module) verifies the bearer token
 * and sets request.authUser; routes read it through these helpers and never trust the body.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';

export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
  role: 'admin' | 'user';
};

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** Set when a bearer token was sent but is forged, expired or names no user. */
    authTokenError: 'invalid-token' | null;
  }
}

export const currentUser = (request: FastifyRequest): AuthUser | null => request.authUser ?? null;

export function requireUser(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!user && request.authTokenError) {
    throw new ApiError(401, 'invalid-token', 'The session token is invalid or expired');
  }
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign-in required');
  return user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Admin role required');
  return user;
}
