/*
 * DailyCompletion: one per learner per Vietnamese day. The day must be real and not in the future
 * (one day of tolerance), and challenge and reward must be the day's challenge from the domain.
 */
import { sql } from 'drizzle-orm';
import { challengeForDay } from '../../../domain/daily-challenge';
import { isDayKey, nextDay, vnDayKey } from '../../../domain/vn-date';
import { ApiError } from '../../http/errors.js';
import { baseEntity } from '../sql.js';
import type { EntityDefinition } from '../types.js';
import { baseFields, column, text } from './common.js';

const refuse = (message: string) => new ApiError(422, 'invalid-daily-completion', message);

export const dailyCompletionEntity: EntityDefinition = {
  name: 'DailyCompletion',
  table: 'daily_completions',
  fields: {
    ...baseFields,
    user_id: column('user_id', 'string'),
    day: column('day', 'string'),
    challenge_id: column('challenge_id', 'string'),
    exp_reward: column('exp_reward', 'number'),
  },
  readAccess: 'owner',
  adminReadsAll: false,
  writeAccess: 'owner',
  immutable: true,
  affectsStats: true,
  bodyFields: () => ['day', 'challenge_id', 'exp_reward'],
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    user_id: row.user_id,
    day: row.day,
    challenge_id: row.challenge_id,
    exp_reward: row.exp_reward,
  }),
  create: async (ctx, body) => {
    const day = text(body, 'day', { max: 10, required: true });
    if (!isDayKey(day)) throw refuse(`Ngày ${day} không hợp lệ (YYYY-MM-DD)`);
    if (day > nextDay(vnDayKey(ctx.now.getTime()))) throw refuse(`Ngày ${day} ở tương lai`);
    const challenge = challengeForDay(day);
    if (body.challenge_id !== challenge.id || body.exp_reward !== challenge.expReward) {
      throw refuse(`Thử thách của ngày ${day} là ${challenge.id} (+${challenge.expReward} EXP)`);
    }
    return {
      user_id: ctx.user.id,
      day,
      challenge_id: challenge.id,
      exp_reward: challenge.expReward,
    };
  },
  update: async () => ({}),
  twin: (_ctx, v) => sql`day = ${String(v.day)}`,
};
