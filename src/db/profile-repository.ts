/*
 * The signed-in learner's profile as the server last reported it, kept so the app knows who is
 * signed in while offline.
 */
import type { GplxDatabase } from './database';
import type { ProfileRecord } from './types';

export const readProfile = (db: GplxDatabase) => db.profile.get('me');

export async function saveProfile(
  db: GplxDatabase,
  profile: Omit<ProfileRecord, 'key' | 'fetchedAt'>,
  now: Date = new Date(),
): Promise<void> {
  await db.profile.put({ ...profile, key: 'me', fetchedAt: now.toISOString() });
}

export const clearProfile = (db: GplxDatabase) => db.profile.delete('me');
