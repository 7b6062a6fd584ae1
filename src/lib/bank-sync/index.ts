/*
 * The bank download engine and its React entry points (see bank-sync.ts for the rules).
 */
export { syncBank, isQuotaError, type BankSyncOptions, type BankSyncResult } from './bank-sync';
export {
  bankProgress,
  createBankProgressStore,
  type BankPhase,
  type BankProgress,
  type BankProgressStore,
} from './bank-progress';
export { useBankSync, useBankProgress, startBankSync } from './use-bank-sync';
export type { BankManifest, BankChanges } from './bank-api';
