/*
 * Drizzle table definitions mirroring migrations/*.sql (the SQL files are the source of truth for DDL).
 * Server-only: never imported by browser code.
 */
import {
  pgTable,
  text,
  integer,
  boolean,
  jsonb,
  timestamp,
  customType,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
/** Vietnamese letters with diacritics and their plain forms (migration 0003_admin_search.sql). */
const FOLD_FROM =
  'ÀÁÂÃÈÉÊÌÍÎÒÓÔÕÙÚÛÝàáâãèéêìíîòóôõùúûýĂăĔĕĨĩĬĭŎŏŨũŬŭŶŷƠơƯưṌṍṸṹẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹĐđ';
const FOLD_TO =
  'aaaaeeeiiioooouuuyaaaaeeeiiioooouuuyaaeeiiiioouuuuyyoouuoouuaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyydd';
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const owned = {
  created_date: ts('created_date').notNull().defaultNow(),
  updated_date: ts('updated_date').notNull().defaultNow(),
  created_by_id: text('created_by_id').notNull(),
  created_by: text('created_by').notNull(),
  deleted_date: ts('deleted_date'),
};

export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_date: ts('created_date').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  email: text('email').notNull(),
  full_name: text('full_name').notNull().default(''),
  avatar_url: text('avatar_url'),
  role: text('role').notNull().default('user'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  exp: integer('exp').notNull().default(0),
  level: integer('level').notNull().default(1),
  daily_streak: integer('daily_streak').notNull().default(0),
  last_daily_completed: text('last_daily_completed'),
  studied_questions_count: integer('studied_questions_count').notNull().default(0),
  tests_completed: integer('tests_completed').notNull().default(0),
  created_date: ts('created_date').notNull().defaultNow(),
  updated_date: ts('updated_date').notNull().defaultNow(),
});

export const questionImages = pgTable('question_images', {
  hash: text('hash').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  created_date: ts('created_date').notNull().defaultNow(),
  /** sha256 of the file it was converted from (migration 0002_bank). */
  source_hash: text('source_hash'),
});

export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  question_number: integer('question_number').notNull(),
  chapter_id: integer('chapter_id').notNull(),
  is_critical: boolean('is_critical').notNull().default(false),
  question_text: text('question_text').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  correct_answer: integer('correct_answer').notNull(),
  explanation: text('explanation').notNull().default(''),
  image_hash: text('image_hash'),
  image_alt: text('image_alt'),
  pools: jsonb('pools').$type<string[]>().notNull().default([]),
  pool_critical: jsonb('pool_critical').$type<string[]>().notNull().default([]),
  created_date: ts('created_date').notNull().defaultNow(),
  updated_date: ts('updated_date').notNull().defaultNow(),
  created_by_id: text('created_by_id'),
  created_by: text('created_by'),
  deleted_date: ts('deleted_date'),
  /** Bank version of the last change (migration 0002_bank). */
  bank_version: integer('bank_version').notNull().default(0),
  /** Diacritic-folded text + options for admin search; computed by the database (0003_admin_search). */
  search_text: text('search_text').generatedAlwaysAs(
    sql.raw(
      `lower(translate(question_text || ' ' || options::text, '${FOLD_FROM}', '${FOLD_TO}'))`,
    ),
  ),
});

export const bankVersions = pgTable('bank_versions', {
  version: integer('version').primaryKey(),
  title: text('title').notNull().default(''),
  note: text('note').notNull().default(''),
  created_by: text('created_by'),
  created_date: ts('created_date').notNull().defaultNow(),
});

export const questionAudit = pgTable('question_audit', {
  id: text('id').primaryKey(),
  question_id: text('question_id').notNull(),
  action: text('action').notNull(),
  actor_id: text('actor_id'),
  actor: text('actor'),
  before: jsonb('before'),
  after: jsonb('after'),
  created_date: ts('created_date').notNull().defaultNow(),
});

export const studyNotes = pgTable('study_notes', {
  id: text('id').primaryKey(),
  question_id: text('question_id').notNull(),
  note_text: text('note_text').notNull().default(''),
  is_bookmarked: boolean('is_bookmarked').notNull().default(false),
  ...owned,
});

export const testResults = pgTable('test_results', {
  id: text('id').primaryKey(),
  license_category: text('license_category').notNull(),
  mode: text('mode').notNull().default('exam'),
  total_questions: integer('total_questions').notNull(),
  correct_answers: integer('correct_answers').notNull(),
  pass_mark: integer('pass_mark').notNull(),
  time_spent: integer('time_spent').notNull(),
  passed: boolean('passed').notNull(),
  answers: jsonb('answers').$type<unknown[]>().notNull().default([]),
  user_id: text('user_id').notNull(),
  ...owned,
});

export const achievements = pgTable('achievements', {
  id: text('id').primaryKey(),
  achievement_id: text('achievement_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  type: text('type').notNull(),
  category: text('category').notNull(),
  exp_reward: integer('exp_reward').notNull().default(0),
  condition: jsonb('condition').$type<Record<string, unknown>>().notNull().default({}),
  created_date: ts('created_date').notNull().defaultNow(),
  updated_date: ts('updated_date').notNull().defaultNow(),
  created_by_id: text('created_by_id'),
  created_by: text('created_by'),
  deleted_date: ts('deleted_date'),
});

export const userAchievements = pgTable('user_achievements', {
  id: text('id').primaryKey(),
  user_id: text('user_id').notNull(),
  achievement_id: text('achievement_id').notNull(),
  unlocked_at: ts('unlocked_at').notNull(),
  ...owned,
});

export const dailyCompletions = pgTable('daily_completions', {
  id: text('id').primaryKey(),
  user_id: text('user_id').notNull(),
  day: text('day').notNull(),
  challenge_id: text('challenge_id').notNull(),
  exp_reward: integer('exp_reward').notNull().default(0),
  ...owned,
});

export const studyProgress = pgTable('study_progress', {
  id: text('id').primaryKey(),
  question_id: text('question_id').notNull(),
  studied: boolean('studied').notNull().default(false),
  studied_at: ts('studied_at'),
  correct_count: integer('correct_count').notNull().default(0),
  wrong_count: integer('wrong_count').notNull().default(0),
  correct_streak: integer('correct_streak').notNull().default(0),
  last_answered_at: ts('last_answered_at'),
  last_wrong_at: ts('last_wrong_at'),
  ...owned,
});

export const questionReports = pgTable('question_reports', {
  id: text('id').primaryKey(),
  question_id: text('question_id').notNull(),
  reason: text('reason').notNull(),
  note: text('note').notNull().default(''),
  status: text('status').notNull().default('open'),
  reply: text('reply'),
  replied_by: text('replied_by'),
  replied_date: ts('replied_date'),
  ...owned,
});

export const bulkRequests = pgTable(
  'bulk_requests',
  {
    user_id: text('user_id').notNull(),
    entity: text('entity').notNull(),
    request_key: text('request_key').notNull(),
    response: jsonb('response').notNull(),
    created_date: ts('created_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.entity, t.request_key] })],
);

export const authHandoffs = pgTable('auth_handoffs', {
  temp_id: text('temp_id').primaryKey(),
  token: text('token').notNull(),
  return_url: text('return_url').notNull().default('/'),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});

export const authFlows = pgTable('auth_flows', {
  state: text('state').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  return_url: text('return_url').notNull().default('/'),
  expires_at: ts('expires_at').notNull(),
});

export const secureSessions = pgTable('secure_sessions', {
  session_key: text('session_key').primaryKey(),
  answer_key: text('answer_key').notNull(),
  test_id: text('test_id'),
  mode: text('mode').notNull(),
  user_id: text('user_id'),
  question_ids: jsonb('question_ids').$type<string[]>().notNull().default([]),
  expires_at: ts('expires_at').notNull(),
  category: text('category'),
  pass_mark: integer('pass_mark'),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: text('id').primaryKey(),
  user_id: text('user_id').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  reminder_hour: integer('reminder_hour'),
  reminders_ignored: integer('reminders_ignored').notNull().default(0),
  last_reminder_day: text('last_reminder_day'),
  created_date: ts('created_date').notNull().defaultNow(),
  updated_date: ts('updated_date').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  hash: text('hash').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  original_name: text('original_name').notNull().default(''),
  created_by_id: text('created_by_id'),
  created_date: ts('created_date').notNull().defaultNow(),
});
