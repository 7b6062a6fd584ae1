/*
 * Starts the real server for Playwright: the production build from dist/, a fresh PGlite database,
 * the demo bank, development sign-in. Content protection is off unless a spec turns it on.
 */
import { rm } from 'node:fs/promises';

const dataDir = process.env.DATA_DIR ?? './.e2e-data';
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = process.env.STATIC_DIR ?? './dist';
process.env.ADMIN_EMAILS = process.env.ADMIN_EMAILS ?? 'admin@example.com';
// Every test browser reaches the server from 127.0.0.1, so they would share one per-IP budget.
process.env.RATE_LIMIT_MAX = process.env.RATE_LIMIT_MAX ?? '100000';
await import('../src/server/main');
