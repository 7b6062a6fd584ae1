-- Initial schema. Every entity row carries id, created_date, updated_date, created_by_id, created_by
-- (SPEC §3) and deleted_date for tombstones (ARCHITECTURE §4).

CREATE TABLE app_secrets (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  subject text NOT NULL UNIQUE,
  email text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  avatar_url text,
  role text NOT NULL DEFAULT 'user',
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  exp integer NOT NULL DEFAULT 0,
  level integer NOT NULL DEFAULT 1,
  daily_streak integer NOT NULL DEFAULT 0,
  last_daily_completed text,
  studied_questions_count integer NOT NULL DEFAULT 0,
  tests_completed integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_exp_idx ON users (exp DESC, id);

CREATE TABLE question_images (
  hash text PRIMARY KEY,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE questions (
  id text PRIMARY KEY,
  question_number integer NOT NULL,
  chapter_id integer NOT NULL,
  is_critical boolean NOT NULL DEFAULT false,
  question_text text NOT NULL,
  options jsonb NOT NULL,
  correct_answer integer NOT NULL,
  explanation text NOT NULL DEFAULT '',
  image_hash text REFERENCES question_images (hash),
  image_alt text,
  pools jsonb NOT NULL DEFAULT '[]'::jsonb,
  pool_critical jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text,
  created_by text,
  deleted_date timestamptz
);
CREATE UNIQUE INDEX questions_number_live_idx ON questions (question_number) WHERE deleted_date IS NULL;
CREATE INDEX questions_updated_idx ON questions (updated_date, id);

CREATE TABLE bank_versions (
  version integer PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_by text,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE question_audit (
  id text PRIMARY KEY,
  question_id text NOT NULL,
  action text NOT NULL,
  actor_id text,
  actor text,
  before jsonb,
  after jsonb,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_audit_question_idx ON question_audit (question_id, created_date);

CREATE TABLE study_notes (
  id text PRIMARY KEY,
  question_id text NOT NULL,
  note_text text NOT NULL DEFAULT '',
  is_bookmarked boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE INDEX study_notes_owner_idx ON study_notes (created_by_id, updated_date, id);

CREATE TABLE test_results (
  id text PRIMARY KEY,
  license_category text NOT NULL,
  mode text NOT NULL DEFAULT 'exam',
  total_questions integer NOT NULL,
  correct_answers integer NOT NULL,
  pass_mark integer NOT NULL,
  time_spent integer NOT NULL,
  passed boolean NOT NULL,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  user_id text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE INDEX test_results_owner_idx ON test_results (created_by_id, updated_date, id);

CREATE TABLE achievements (
  id text PRIMARY KEY,
  achievement_id text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  type text NOT NULL,
  category text NOT NULL,
  exp_reward integer NOT NULL DEFAULT 0,
  condition jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text,
  created_by text,
  deleted_date timestamptz
);

CREATE TABLE user_achievements (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  achievement_id text NOT NULL,
  unlocked_at timestamptz NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE UNIQUE INDEX user_achievements_once_idx ON user_achievements (created_by_id, achievement_id);
CREATE INDEX user_achievements_owner_idx ON user_achievements (created_by_id, updated_date, id);

CREATE TABLE daily_completions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  day text NOT NULL,
  challenge_id text NOT NULL,
  exp_reward integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE UNIQUE INDEX daily_completions_once_idx ON daily_completions (created_by_id, day);
CREATE INDEX daily_completions_owner_idx ON daily_completions (created_by_id, updated_date, id);

CREATE TABLE study_progress (
  id text PRIMARY KEY,
  question_id text NOT NULL,
  studied boolean NOT NULL DEFAULT false,
  studied_at timestamptz,
  correct_count integer NOT NULL DEFAULT 0,
  wrong_count integer NOT NULL DEFAULT 0,
  correct_streak integer NOT NULL DEFAULT 0,
  last_answered_at timestamptz,
  last_wrong_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE UNIQUE INDEX study_progress_question_idx ON study_progress (created_by_id, question_id);
CREATE INDEX study_progress_owner_idx ON study_progress (created_by_id, updated_date, id);

CREATE TABLE question_reports (
  id text PRIMARY KEY,
  question_id text NOT NULL,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open',
  reply text,
  replied_by text,
  replied_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  created_by_id text NOT NULL,
  created_by text NOT NULL,
  deleted_date timestamptz
);
CREATE INDEX question_reports_status_idx ON question_reports (status, question_id);
CREATE INDEX question_reports_owner_idx ON question_reports (created_by_id, updated_date, id);

CREATE TABLE bulk_requests (
  user_id text NOT NULL,
  entity text NOT NULL,
  request_key text NOT NULL,
  response jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entity, request_key)
);

CREATE TABLE auth_handoffs (
  temp_id text PRIMARY KEY,
  token text NOT NULL,
  return_url text NOT NULL DEFAULT '/',
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE auth_flows (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_url text NOT NULL DEFAULT '/',
  expires_at timestamptz NOT NULL
);

CREATE TABLE secure_sessions (
  session_key text PRIMARY KEY,
  answer_key text NOT NULL,
  test_id text,
  mode text NOT NULL,
  user_id text,
  question_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  expires_at timestamptz NOT NULL
);

CREATE TABLE push_subscriptions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  reminder_hour integer,
  reminders_ignored integer NOT NULL DEFAULT 0,
  last_reminder_day text,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

CREATE TABLE uploads (
  id text PRIMARY KEY,
  hash text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  original_name text NOT NULL DEFAULT '',
  created_by_id text,
  created_date timestamptz NOT NULL DEFAULT now()
);
