/*
 * Helpers for the achievements spec: read the learner's IndexedDB (the 'gplx' Dexie database) from the
 * page, answer study and exam questions correctly, and work through the achievement popups.
 */
import { expect, type Page } from '@playwright/test';

/** All rows of one object store of the app's IndexedDB. */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('gplx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

type StoredQuestion = { id: string; answer: number };

/** The correct option letter of a question id, read from the bank in IndexedDB. */
export async function correctLetter(page: Page, questionId: string): Promise<string> {
  const questions = await readStore<StoredQuestion>(page, 'questions');
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw new Error(`question ${questionId} not in IndexedDB`);
  return 'abcd'[question.answer - 1] ?? 'a';
}

/** Answers the current study question correctly. */
export async function answerStudyQuestion(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: /^Câu hỏi \d+$/ });
  await expect(group).toBeVisible({ timeout: 60_000 });
  const label = (await group.getAttribute('aria-label')) ?? '';
  const number = label.replace(/\D/g, '');
  const letter = await correctLetter(page, `q${number}`);
  await group.locator(`[data-option="${letter}"]`).click();
}

/** Answers every question of the running exam correctly and submits it. */
export async function passRunningExam(page: Page): Promise<void> {
  const options = page.getByRole('group', { name: 'Các phương án trả lời' });
  await expect(options).toBeVisible({ timeout: 60_000 });
  const questions = await readStore<StoredQuestion>(page, 'questions');
  const answers = new Map(questions.map((q) => [q.id, 'abcd'[q.answer - 1] ?? 'a']));
  const counter = page.getByText(/^Câu \d+\/\d+$/).first();
  const total = Number(((await counter.textContent()) ?? '').split('/')[1]);
  for (let i = 1; i <= total; i += 1) {
    await expect(counter).toHaveText(`Câu ${i}/${total}`);
    const numberText =
      (await page
        .getByText(/^Câu hỏi số \d+$/)
        .first()
        .textContent()) ?? '';
    const letter = answers.get(`q${numberText.replace(/\D/g, '')}`) ?? 'a';
    await options.locator(`button[aria-label^="${letter}. "]`).click();
    if (i < total) await page.getByRole('button', { name: 'Sau', exact: true }).first().click();
  }
  await page.getByRole('button', { name: 'Nộp bài', exact: true }).first().click();
  await page.getByRole('button', { name: 'Chắc chắn nộp bài' }).click();
}

const queueLength = (page: Page) =>
  page.evaluate(() => {
    try {
      const list: unknown = JSON.parse(sessionStorage.getItem('newAchievements') ?? '[]');
      return Array.isArray(list) ? list.length : 0;
    } catch {
      return 0;
    }
  });

/** Clicks 'Tuyệt vời!' through the popup queue ('newAchievements') and returns the names shown. */
export async function dismissPopups(page: Page): Promise<string[]> {
  const names: string[] = [];
  const dialog = page.getByRole('dialog');
  await expect.poll(() => queueLength(page)).toBeGreaterThan(0);
  for (let left = await queueLength(page); left > 0; left = await queueLength(page)) {
    const button = dialog.getByRole('button', { name: 'Tuyệt vời!' });
    await expect(button).toBeVisible();
    names.push(((await dialog.getByRole('heading').textContent()) ?? '').trim());
    await button.click();
    await expect.poll(() => queueLength(page)).toBe(left - 1);
  }
  return names;
}
