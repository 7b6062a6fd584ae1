// Sync end to end: a learner studies, writes a note and sits an exam with the network off in one
// browser profile, comes back online, and a second profile signed in as the same learner shows the same
// result, note, studied mark and EXP (issue 7, done-when).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { dropOfflineNoise, recordFailedRequests } from './offline-noise';
import { ExamPage, type StoredQuestion } from './pages/exam-page';
import { signIn, uniqueLearner } from './pages/sign-in';

type BankQuestion = { number: number; options: string[]; answer: number };
const bank = JSON.parse(readFileSync(path.resolve('bank/demo/bank.json'), 'utf8')) as {
  questions: BankQuestion[];
  pools: Record<string, number[]>;
};
const firstB1 = Math.min(...(bank.pools.B1 ?? []));
const q1 = bank.questions.find((q) => q.number === firstB1) as BankQuestion;
const NOTE = 'Ghi chú học ngoại tuyến';

async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

async function studyFirstQuestion(page: Page) {
  await page.goto('/study?category=B1');
  await expect(page.getByRole('heading', { level: 2, name: `Câu hỏi ${firstB1}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: new RegExp(`^${'abcd'[q1.answer - 1]}\\. `) }).click();
  await expect(page.getByRole('button', { name: 'Bỏ đánh dấu' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm ghi chú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm ghi chú' });
  await dialog.getByPlaceholder('Nhập ghi chú cho câu hỏi này...').fill(NOTE);
  await dialog.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(page.getByTestId('note-text')).toContainText(NOTE);
}

async function passBExam(page: Page, exam: ExamPage) {
  await page.goto('/practice');
  await page.getByRole('tab', { name: 'Ô tô', exact: true }).click();
  await page.getByRole('button', { name: 'Hạng B', exact: true }).click();
  await page.getByRole('link', { name: 'Bắt đầu thi Hạng B', exact: true }).click();
  await expect(exam.position(1, 30)).toBeVisible({ timeout: 20_000 });
  const session = await exam.runningSession();
  const questions = await exam.questions(session.questionIds);
  for (let i = 0; i < 30; i += 1) {
    const q = questions[i] as StoredQuestion;
    await exam.answerWithKeys(q.answer);
    const name = `${'abcd'[q.answer - 1]}. ${q.options[q.answer - 1]}`;
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (i < 29) {
      await exam.next();
      await expect(exam.position(i + 2, 30)).toBeVisible();
    }
  }
  await exam.next();
  await page
    .getByRole('dialog', { name: 'Xác nhận nộp bài' })
    .getByRole('button', { name: 'Chắc chắn nộp bài' })
    .click();
  await expect(page.getByTestId('result-score')).toHaveText('30/30');
}

const expText = (page: Page) => page.getByText(/^[\d.]+ EXP$/).first();

test('work done offline in one profile shows up in a second profile of the same learner', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const { failed } = recordFailedRequests(page);
  const learner = uniqueLearner('dongbo');
  const exam = new ExamPage(page);
  await signIn(page, learner, '/');
  await exam.waitForBank();
  await controlledBySw(page);

  await context.setOffline(true);
  await studyFirstQuestion(page);
  await passBExam(page, exam);
  expect((await exam.outbox()).length).toBeGreaterThanOrEqual(3);

  await context.setOffline(false);
  await expect.poll(async () => (await exam.outbox()).length, { timeout: 60_000 }).toBe(0);
  expect(await exam.store('deadLetters')).toEqual([]);
  await page.goto('/profile');
  await expect(expText(page)).toBeVisible({ timeout: 20_000 });
  const exp = (await expText(page).textContent()) ?? '';
  expect(exp).not.toBe('0 EXP');

  // A second browser profile, same learner.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  const exam2 = new ExamPage(page2);
  await signIn(page2, learner, '/results');
  await exam2.waitForBank();
  const item = page2.getByRole('button', { name: /^Xem chi tiết: Hạng B/ });
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item).toContainText('30/30');
  await page2.goto('/study?category=B1');
  await expect(page2.getByRole('heading', { level: 2, name: `Câu hỏi ${firstB1}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page2.getByTestId('note-text')).toContainText(NOTE);
  await expect(page2.getByRole('button', { name: 'Bỏ đánh dấu' })).toBeVisible();
  await page2.goto('/profile');
  await expect(expText(page2)).toHaveText(exp, { timeout: 20_000 });
  await other.close();

  dropOfflineNoise(failed, consoleErrors);
});
