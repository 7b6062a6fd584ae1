/*
 * The hand-off between achievement tracking (no UI) and the global overlay: new unlocks are queued in
 * sessionStorage under 'newAchievements' (SPEC §4, survives a reload) and listeners are told, with
 * whether a study toast should accompany them.
 */
export type NewAchievement = { achievement_id: string; name: string; exp_reward: number };

export const QUEUE_KEY = 'newAchievements';

export type Announcement = { achievements: NewAchievement[]; toast: boolean };
type Listener = (announcement: Announcement) => void;

const listeners = new Set<Listener>();

const isNewAchievement = (value: unknown): value is NewAchievement => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.achievement_id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.exp_reward === 'number'
  );
};

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The queued popups, oldest first; a malformed stored list is ignored (SPEC §8). */
export function readQueue(): NewAchievement[] {
  const raw = storage()?.getItem(QUEUE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isNewAchievement) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: NewAchievement[]): void {
  const store = storage();
  if (!store) return;
  if (queue.length === 0) store.removeItem(QUEUE_KEY);
  else store.setItem(QUEUE_KEY, JSON.stringify(queue));
}

/** Queues new unlocks for the popup and tells the overlay. */
export function announceAchievements(achievements: NewAchievement[], toast: boolean): void {
  if (achievements.length === 0) return;
  const queue = readQueue();
  const known = new Set(queue.map((a) => a.achievement_id));
  writeQueue([...queue, ...achievements.filter((a) => !known.has(a.achievement_id))]);
  for (const listener of listeners) listener({ achievements, toast });
}

/** Removes the popup at the head of the queue (it was dismissed or closed itself). */
export function shiftQueue(): NewAchievement[] {
  const rest = readQueue().slice(1);
  writeQueue(rest);
  return rest;
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
