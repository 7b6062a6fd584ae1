/*
 * Before sign-out: push what is queued (one attempt, no retries); if anything is left, ask the learner
 * (Vietnamese confirm, injectable) and cancel on 'no'; then wipe the learner's private data so the
 * next person on this device never sees or uploads it. The question bank and settings stay.
 */
import type { GplxDatabase } from '../db/database';
import { syncCounts, wipePrivateData } from '../db/sync-repository';
import { t } from '../i18n/t';
import { pushAll } from './push';
import type { SyncApi } from './types';

export class SignOutCancelledError extends Error {
  constructor() {
    super('Sign-out cancelled: unsynced changes kept');
    this.name = 'SignOutCancelledError';
  }
}

export type SignOutDeps = {
  db: GplxDatabase;
  api: SyncApi;
  confirm: (message: string) => boolean;
  now?: () => number;
};

export async function prepareSignOut(deps: SignOutDeps): Promise<void> {
  try {
    await pushAll({ db: deps.db, api: deps.api, now: deps.now ?? Date.now });
  } catch {
    // Offline, server error or expired sign-in: what is left is counted below.
  }
  const { pending, deadLetters } = await syncCounts(deps.db);
  const n = pending + deadLetters;
  if (n > 0 && !deps.confirm(t('sync.signOutConfirm', { n }))) throw new SignOutCancelledError();
  await wipePrivateData(deps.db);
}
