/*
 * What PUT /api/auth/me may change: full_name, avatar_url and a small settings object. Any other
 * field (role, exp, level, email, id, created_by_id…) is refused as a whole with field-not-allowed.
 */
import { z } from 'zod';
import { ApiError } from '../http/errors.js';
import type { ProfileChanges } from './users-repository.js';

const allowedFields = new Set(['full_name', 'avatar_url', 'settings']);
const SETTINGS_MAX_BYTES = 4096;

const primitive = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const settingValue = z.union([primitive, z.record(z.string().max(40), primitive)]);

const settingsSchema = z
  .record(z.string().min(1).max(40), settingValue)
  .refine((value) => Object.keys(value).length <= 40, 'too many settings')
  .refine(
    (value) =>
      value.reminderHour === undefined ||
      value.reminderHour === null ||
      (typeof value.reminderHour === 'number' &&
        Number.isInteger(value.reminderHour) &&
        value.reminderHour >= 0 &&
        value.reminderHour <= 23),
    'reminderHour must be an integer 0–23',
  )
  .refine(
    (value) => Buffer.byteLength(JSON.stringify(value), 'utf8') <= SETTINGS_MAX_BYTES,
    'settings larger than 4 KB',
  );

const avatarSchema = z
  .string()
  .max(500)
  .refine((value) => {
    if (value.startsWith('/files/')) return !value.includes('..') && !value.includes('\\');
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'avatar_url must be an https URL or a /files/ path');

const changesSchema = z.object({
  full_name: z.string().trim().min(1).max(80).optional(),
  avatar_url: avatarSchema.nullable().optional(),
  settings: settingsSchema.optional(),
});

export function parseProfileChanges(body: unknown): ProfileChanges {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid-body', 'Expected a JSON object');
  }
  const refused = Object.keys(body).filter((key) => !allowedFields.has(key));
  if (refused.length > 0) {
    throw new ApiError(400, 'field-not-allowed', `Field not allowed: ${refused.join(', ')}`);
  }
  const parsed = changesSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    throw new ApiError(400, 'validation-error', `${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
