/*
 * The exam worker: a thin comlink entry over the pure engine (src/domain) and the bank in Dexie.
 * It opens the app's database itself, so the 600 questions never cross the thread boundary; only
 * question ids, answers and result figures do. Imports no UI.
 */
import { expose } from 'comlink';
import { GplxDatabase } from '../db/database';
import { createExamApi } from './exam-api';

expose(createExamApi(new GplxDatabase()));
