/*
 * The learner's EXP, level and streak with one source of truth: the server's derived figures when
 * signed in (session / cached profile), the device's derivation otherwise. Device counts and unlocks
 * are always live from IndexedDB.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { levelFor, type LevelInfo } from '../../domain/exp-levels';
import { vnDayKey } from '../../domain/vn-date';
import { useDatabase } from '../database-context';
import { readProfile } from '../../db/profile-repository';
import { useSession } from '../session';
import { readDeviceStats, type DeviceStats } from './local-stats';

export type LearnerStats = {
  device: DeviceStats;
  exp: number;
  level: LevelInfo;
  dailyStreak: number;
  source: 'server' | 'device';
};

export function useDeviceStats(): DeviceStats | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readDeviceStats(db, vnDayKey(Date.now())), [db]);
}

export function useLearnerStats(): LearnerStats | undefined {
  const session = useSession();
  const db = useDatabase();
  const device = useDeviceStats();
  // The profile the sync engine refreshes after each pull: the server's latest figures, live.
  const profile = useLiveQuery(() => readProfile(db), [db]);
  if (!device) return undefined;
  const signedIn = session.status === 'signed-in' ? session.user : null;
  const user = signedIn && profile?.userId === signedIn.id ? profile : signedIn;
  const exp = user ? user.exp : device.exp;
  return {
    device,
    exp,
    level: levelFor(exp),
    dailyStreak: user ? user.dailyStreak : device.dailyStreak,
    source: user ? 'server' : 'device',
  };
}
