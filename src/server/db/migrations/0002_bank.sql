-- The bank version in which each question last changed (import, admin edit or deletion), so devices
-- can ask for everything changed since the version they hold.
ALTER TABLE questions ADD COLUMN bank_version integer NOT NULL DEFAULT 0;
CREATE INDEX questions_bank_version_idx ON questions (bank_version);
-- The sha256 of the file an image was converted from, so re-importing the same file skips sharp.
ALTER TABLE question_images ADD COLUMN source_hash text;
CREATE INDEX question_images_source_idx ON question_images (source_hash);
