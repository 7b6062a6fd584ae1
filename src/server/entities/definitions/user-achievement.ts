/*
 * UserAchievement: a learner's unlock, once per achievement. The achievement must be a known
 * definition whose condition holds on the server's data (else 422 achievement-not-earned); its EXP is
 * derived by src/server/stats, never taken from the client. Immutable; a replay returns the stored row.
 */
import { sql } from 'drizzle-orm';
import type { AchievementCondition } from '../../../domain/achievements';
import { ApiError } from '../../http/errors.js';
import { achievementEarned } from '../../stats/achievement-check.js';
import { baseEntity, firstRow, isoOrNull } from '../sql.js';
import type { EntityDefinition } from '../types.js';
import { baseFields, column, text, timestamp } from './common.js';

export const userAchievementEntity: EntityDefinition = {
  name: 'UserAchievement',
  table: 'user_achievements',
  fields: {
    ...baseFields,
    user_id: column('user_id', 'string'),
    achievement_id: column('achievement_id', 'string'),
    unlocked_at: column('unlocked_at', 'date'),
  },
  readAccess: 'owner',
  adminReadsAll: false,
  writeAccess: 'owner',
  immutable: true,
  affectsStats: true,
  bodyFields: () => ['achievement_id', 'unlocked_at'],
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    user_id: row.user_id,
    achievement_id: row.achievement_id,
    unlocked_at: isoOrNull(row.unlocked_at),
  }),
  create: async (ctx, body) => {
    const achievementId = text(body, 'achievement_id', { max: 64, required: true });
    const definition = await firstRow<{ condition: AchievementCondition }>(
      ctx.tx,
      sql`SELECT condition FROM achievements WHERE achievement_id = ${achievementId} AND deleted_date IS NULL`,
    );
    if (!definition) {
      throw new ApiError(422, 'achievement-not-earned', `Unknown achievement ${achievementId}`);
    }
    if (!(await achievementEarned(ctx.tx, ctx.user.id, definition.condition))) {
      throw new ApiError(
        422,
        'achievement-not-earned',
        `Achievement ${achievementId} is not earned on the server's data`,
      );
    }
    return {
      user_id: ctx.user.id,
      achievement_id: achievementId,
      unlocked_at: timestamp(body, 'unlocked_at', ctx.now) ?? ctx.now,
    };
  },
  update: async () => ({}),
  twin: (_ctx, v) => sql`achievement_id = ${String(v.achievement_id)}`,
};
