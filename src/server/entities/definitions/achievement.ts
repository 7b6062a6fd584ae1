/*
 * Achievement definitions (public read, admin write), seeded from src/domain/achievements.ts at
 * startup: id = achievement_id. Existing rows are left as admins edited them.
 */
import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS } from '../../../domain/achievements';
import type { DbOrTx } from '../../bank/bank-version.js';
import { baseEntity } from '../sql.js';
import type { EntityDefinition, Row } from '../types.js';
import { baseFields, column, integer, invalid, overlay, text } from './common.js';

const TYPES = ['study', 'test', 'streak', 'special', 'time', 'completion'];
const CATEGORIES = ['beginner', 'intermediate', 'advanced', 'expert', 'master'];
const WRITABLE = [
  'achievement_id',
  'name',
  'description',
  'icon',
  'type',
  'category',
  'exp_reward',
  'condition',
];

function values(body: Row, id: string): Row {
  const type = text(body, 'type', { max: 20, required: true });
  if (!TYPES.includes(type)) throw invalid('type', `phải là một trong ${TYPES.join(', ')}`);
  const category = text(body, 'category', { max: 20, required: true });
  if (!CATEGORIES.includes(category))
    throw invalid('category', `phải là một trong ${CATEGORIES.join(', ')}`);
  const condition = body.condition ?? {};
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
    throw invalid('condition', 'phải là một đối tượng');
  }
  return {
    achievement_id: text(body, 'achievement_id', { max: 64, fallback: id }) || id,
    name: text(body, 'name', { max: 100, required: true }),
    description: text(body, 'description', { max: 500 }),
    icon: text(body, 'icon', { max: 200 }),
    type,
    category,
    exp_reward: integer(body, 'exp_reward', { min: 0, max: 100_000, fallback: 0 }),
    condition,
  };
}

export const achievementEntity: EntityDefinition = {
  name: 'Achievement',
  table: 'achievements',
  fields: {
    ...baseFields,
    achievement_id: column('achievement_id', 'string'),
    name: column('name', 'string'),
    description: column('description', 'string'),
    icon: column('icon', 'string'),
    type: column('type', 'string'),
    category: column('category', 'string'),
    exp_reward: column('exp_reward', 'number'),
    condition: { type: 'object' },
  },
  readAccess: 'public',
  adminReadsAll: false,
  writeAccess: 'admin',
  immutable: false,
  affectsStats: false,
  bodyFields: () => WRITABLE,
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    achievement_id: row.achievement_id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    type: row.type,
    category: row.category,
    exp_reward: row.exp_reward,
    condition: row.condition,
  }),
  create: async (_ctx, body, id) => values(body, id),
  update: async (_ctx, body, existing) => values(overlay(existing, body), String(existing.id)),
};

/** Inserts the domain catalogue's definitions that are missing (idempotent). */
export async function seedAchievementDefinitions(db: DbOrTx, now: Date): Promise<void> {
  for (const a of ACHIEVEMENTS) {
    await db.execute(
      sql`INSERT INTO achievements (id, achievement_id, name, description, icon, type, category, exp_reward, condition, created_date, updated_date) VALUES (${a.id}, ${a.id}, ${a.name}, ${a.description}, ${a.icon}, ${a.type}, ${a.category}, ${a.expReward}, ${JSON.stringify(a.condition)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`,
    );
  }
}
