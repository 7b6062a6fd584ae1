// The signed-in learner as the device caches them (db.profile), for UI and sync tests.
import { TOKEN_KEY } from '../../src/api/token';
import type { GplxDatabase } from '../../src/db/database';
import { saveProfile } from '../../src/db/profile-repository';
import type { ProfileRecord } from '../../src/db/types';

type CachedProfile = Omit<ProfileRecord, 'key' | 'fetchedAt'>;

/** Stores a cached profile: a fresh learner unless `changes` say otherwise. */
export function saveCachedProfile(
  db: GplxDatabase,
  changes: Partial<CachedProfile> = {},
): Promise<void> {
  return saveProfile(db, {
    userId: 'u-1',
    email: 'hocvien@example.com',
    fullName: 'Học viên',
    avatarUrl: null,
    role: 'user',
    exp: 0,
    level: 1,
    dailyStreak: 0,
    lastDailyCompleted: null,
    testsCompleted: 0,
    studiedQuestionsCount: 0,
    ...changes,
  });
}

/** Signed in as the session sees it without the server: a token plus the cached profile. */
export async function signInFromCache(
  db: GplxDatabase,
  changes: Partial<CachedProfile> = {},
): Promise<void> {
  localStorage.setItem(TOKEN_KEY, 'cached-token');
  await saveCachedProfile(db, changes);
}
