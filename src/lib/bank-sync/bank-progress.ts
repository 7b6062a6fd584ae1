/*
 * The bank download's progress as a tiny external store (subscribe/get), read by useBankProgress()
 * and the global banner: questions phase (percent), then images phase (done/total).
 */
export type BankPhase = 'idle' | 'checking' | 'questions' | 'images' | 'done' | 'offline' | 'error';

export type BankProgress = {
  phase: BankPhase;
  /** Percent of the current phase, 0–100. */
  percent: number;
  /** Images phase: stored / needed. */
  done: number;
  total: number;
  /** 'quota': the device is full (the bank already stored stays usable). */
  error: 'quota' | 'failed' | null;
};

export type BankProgressStore = {
  get: () => BankProgress;
  set: (next: Partial<BankProgress>) => void;
  subscribe: (listener: () => void) => () => void;
};

export const initialProgress: BankProgress = {
  phase: 'idle',
  percent: 0,
  done: 0,
  total: 0,
  error: null,
};

export function createBankProgressStore(): BankProgressStore {
  let state = initialProgress;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store (tests create their own). */
export const bankProgress = createBankProgressStore();
