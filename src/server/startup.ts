/*
 * Work done once at process start after migrations (demo bank import, secrets, schedulers).
 * Modules append their task here; each must be idempotent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Db } from './db/client.js';
import { importDemoBankIfEmpty } from './bank/demo-bank-task.js';
import { startReminderScheduler } from './push/reminders.js';

export type StartupContext = { config: ServerConfig; db: Db; log: FastifyBaseLogger };
export type StartupTask = (context: StartupContext) => Promise<void>;

export const startupTasks: StartupTask[] = [importDemoBankIfEmpty, startReminderScheduler];
