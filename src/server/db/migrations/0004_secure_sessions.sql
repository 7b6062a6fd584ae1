-- Secure question API (SPEC §7): a test session remembers its licence class and pass mark so answers
-- are graded with the rule it was drawn under; expired sessions are purged by expiry.
ALTER TABLE secure_sessions ADD COLUMN category text;
ALTER TABLE secure_sessions ADD COLUMN pass_mark integer;
CREATE INDEX secure_sessions_expires_idx ON secure_sessions (expires_at);
