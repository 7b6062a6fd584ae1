/*
 * Record shapes stored in IndexedDB. The question bank uses the domain's QuestionRecord; learner
 * records carry a device-made UUID v7 `id` so the server can upsert them idempotently.
 */
import type { QuestionRecord } from '../domain/question';

export type { QuestionRecord };

export type ImageRecord = { hash: string; blob: Blob; mime: string; size: number };

export type BankMetaRecord = {
  key: 'bank';
  version: number;
  title: string;
  questionCount: number;
  imageCount: number;
  /** Every image of the manifest is stored. */
  imagesComplete: boolean;
  updatedDate: string;
  checkedAt: string;
};

export type ProgressRecord = {
  questionId: string;
  id: string;
  studied: boolean;
  studiedAt: string | null;
  correctCount: number;
  wrongCount: number;
  /** Correct answers in a row, reset by a wrong one ('Câu hay sai' leaves after 2). */
  correctStreak: number;
  lastAnsweredAt: string | null;
  lastWrongAt: string | null;
  updatedDate: string;
};

export type AnswerHistoryRecord = {
  id?: number;
  questionId: string;
  selectedAnswer: string;
  isCorrect: boolean;
  timestamp: string;
};

export type NoteRecord = {
  id: string;
  questionId: string;
  noteText: string;
  isBookmarked: boolean;
  createdDate: string;
  updatedDate: string;
  deleted: boolean;
};

export type ResultAnswer = {
  question_id: string;
  question_number: number;
  question_text: string;
  options: { a: string; b: string; c: string; d: string };
  correct_answer: string;
  selected_answer: string | null;
  is_correct: boolean;
  is_critical: boolean;
  image_url: string | null;
};

export type TestResultRecord = {
  id: string;
  licenseCategory: string;
  mode: 'exam' | 'studied';
  totalQuestions: number;
  correctAnswers: number;
  passMark: number;
  timeSpent: number;
  passed: boolean;
  answers: ResultAnswer[];
  createdDate: string;
  /** Achievements first unlocked by this result, shown on the result screen. */
  newAchievements: { achievement_id: string; name: string; exp_reward: number }[];
  expGained: number;
};

export type ExamSessionRecord = {
  id: string;
  category: string;
  mode: 'exam' | 'studied';
  questionIds: string[];
  answers: (number | null)[];
  startedAt: number;
  allottedSeconds: number;
  passMark: number;
  status: 'running' | 'submitted';
  currentIndex: number;
  resultId: string | null;
};

export type UnlockRecord = {
  achievementId: string;
  id: string;
  unlockedAt: string;
  seen: boolean;
};

export type DailyCompletionRecord = {
  day: string;
  id: string;
  challengeId: string;
  expReward: number;
  completedAt: string;
};

export type ProfileRecord = {
  key: 'me';
  userId: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: string;
  exp: number;
  level: number;
  dailyStreak: number;
  lastDailyCompleted: string | null;
  testsCompleted: number;
  studiedQuestionsCount: number;
  fetchedAt: string;
};

export type SettingRecord = { key: string; value: unknown };

export type SyncEntity =
  | 'StudyNote'
  | 'TestResult'
  | 'UserAchievement'
  | 'DailyCompletion'
  | 'StudyProgress'
  | 'QuestionReport';

export type OutboxRecord = {
  seq?: number;
  entity: SyncEntity;
  recordId: string;
  op: 'upsert' | 'delete';
  payload: Record<string, unknown>;
  createdAt: string;
};

export type DeadLetterRecord = {
  id?: number;
  entry: OutboxRecord;
  status: number;
  code: string;
  reason: string;
  failedAt: string;
};

export type SyncStateRecord = {
  entity: string;
  cursor: { updatedDate: string; id: string } | null;
};

export type ReportRecord = {
  id: string;
  questionId: string;
  reason: 'wrong-answer' | 'unclear' | 'outdated' | 'image' | 'other';
  note: string;
  status: 'open' | 'resolved';
  reply: string | null;
  createdDate: string;
  updatedDate: string;
};

export type CacheRecord = { key: string; value: unknown; storedAt: string };
