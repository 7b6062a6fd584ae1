/*
 * The one Dexie database of the app: the question bank, a learner's progress and the sync queue.
 * Every version(n).stores() block is kept in order; add a new version, never edit an old one.
 * Imports nothing from the UI, the API client or sync.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  AnswerHistoryRecord,
  BankMetaRecord,
  CacheRecord,
  DailyCompletionRecord,
  DeadLetterRecord,
  ExamSessionRecord,
  ImageRecord,
  NoteRecord,
  OutboxRecord,
  ProfileRecord,
  ProgressRecord,
  QuestionRecord,
  ReportRecord,
  SettingRecord,
  SyncStateRecord,
  TestResultRecord,
  UnlockRecord,
} from './types';

export const DATABASE_NAME = 'gplx';

export class GplxDatabase extends Dexie {
  questions!: EntityTable<QuestionRecord, 'id'>;
  images!: EntityTable<ImageRecord, 'hash'>;
  bankMeta!: EntityTable<BankMetaRecord, 'key'>;
  progress!: EntityTable<ProgressRecord, 'questionId'>;
  answerHistory!: EntityTable<AnswerHistoryRecord, 'id'>;
  notes!: EntityTable<NoteRecord, 'id'>;
  testResults!: EntityTable<TestResultRecord, 'id'>;
  examSessions!: EntityTable<ExamSessionRecord, 'id'>;
  achievements!: EntityTable<UnlockRecord, 'achievementId'>;
  dailyChallenges!: EntityTable<DailyCompletionRecord, 'day'>;
  profile!: EntityTable<ProfileRecord, 'key'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  outbox!: Table<OutboxRecord, number>;
  deadLetters!: Table<DeadLetterRecord, number>;
  syncState!: EntityTable<SyncStateRecord, 'entity'>;
  reports!: EntityTable<ReportRecord, 'id'>;
  cache!: EntityTable<CacheRecord, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      questions: 'id, &number, chapter, *pools, updatedDate',
      images: 'hash',
      bankMeta: 'key',
      progress: 'questionId, id, updatedDate, lastWrongAt',
      answerHistory: '++id, questionId, timestamp',
      notes: 'id, &questionId, updatedDate',
      testResults: 'id, createdDate, licenseCategory',
      examSessions: 'id, status',
      achievements: 'achievementId, id',
      dailyChallenges: 'day, id',
      profile: 'key',
      settings: 'key',
      outbox: '++seq, entity, recordId',
      deadLetters: '++id',
      syncState: 'entity',
      reports: 'id, questionId, updatedDate',
      cache: 'key',
    });
  }
}

let shared: GplxDatabase | undefined;

/** The app's database; tests construct their own GplxDatabase with a unique name instead. */
export function getDatabase(): GplxDatabase {
  shared ??= new GplxDatabase();
  return shared;
}
