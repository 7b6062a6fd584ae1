/*
 * Page model for mock exams: waits for the bank in IndexedDB, reads the running exam and its questions
 * straight from IndexedDB (to know correct answers), answers with mouse or keys and reads the timer.
 */
import { expect, type Page } from '@playwright/test';

export type StoredQuestion = {
  id: string;
  answer: number;
  critical: boolean;
  options: string[];
};
export type StoredSession = {
  id: string;
  questionIds: string[];
  answers: (number | null)[];
  startedAt: number;
  allottedSeconds: number;
  status: string;
  currentIndex: number;
  resultId: string | null;
};

/** Reads one object store of the app's database ('gplx') without the app's code. */
function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gplx');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, store);
}

export class ExamPage {
  constructor(readonly page: Page) {}

  /** The bank (questions and images) is on the device. */
  async waitForBank(): Promise<void> {
    await expect
      .poll(
        async () => {
          const meta = await readStore<{ imagesComplete: boolean }>(this.page, 'bankMeta');
          return meta[0]?.imagesComplete ?? false;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  }

  async runningSession(): Promise<StoredSession> {
    const sessions = await readStore<StoredSession>(this.page, 'examSessions');
    const running = sessions.find((s) => s.status === 'running');
    if (!running) throw new Error('no running exam');
    return running;
  }

  async questions(ids: string[]): Promise<StoredQuestion[]> {
    const all = await readStore<StoredQuestion>(this.page, 'questions');
    const byId = new Map(all.map((q) => [q.id, q]));
    return ids.map((id) => {
      const q = byId.get(id);
      if (!q) throw new Error(`question ${id} not stored`);
      return q;
    });
  }

  /** Every row of one store of the app's database. */
  store<T>(name: string): Promise<T[]> {
    return readStore<T>(this.page, name);
  }

  outbox() {
    return readStore<{ entity: string; recordId: string }>(this.page, 'outbox');
  }

  timer() {
    return this.page.getByTestId('exam-timer');
  }

  /** The countdown in seconds, read from its mm:ss text. */
  async timerSeconds(): Promise<number> {
    const text = (await this.timer().textContent()) ?? '';
    const match = /^(\d+):(\d{2})$/.exec(text.trim());
    if (!match) throw new Error(`timer shows '${text}'`);
    return Number(match[1]) * 60 + Number(match[2]);
  }

  position(n: number, total: number) {
    return this.page.getByText(`Câu ${n}/${total}`, { exact: true });
  }

  /** Clicks option `index` (1-based) of the shown question. */
  async clickOption(question: StoredQuestion, index: number): Promise<void> {
    const letter = 'abcd'[index - 1];
    const text = question.options[index - 1];
    await this.page.getByRole('button', { name: `${letter}. ${text}`, exact: true }).click();
  }

  /** Presses 1–4 for the shown question, then → to the next. */
  async answerWithKeys(index: number): Promise<void> {
    await this.page.keyboard.press(String(index));
  }

  async next(): Promise<void> {
    await this.page.keyboard.press('ArrowRight');
  }

  /** An option that is not the correct one. */
  static wrong(question: StoredQuestion): number {
    return (question.answer % question.options.length) + 1;
  }
}
