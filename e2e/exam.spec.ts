// Mock exams end to end: the login prompt for anonymous learners; a B exam taken with mouse and keys
// that survives a reload with the timer right, is submitted with unanswered questions, fails on a
// wrong critical question despite enough correct answers and shows up in Results; and the same exam
// with the network off.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { dropOfflineNoise, recordFailedRequests } from './offline-noise';
import { ExamPage, type StoredQuestion } from './pages/exam-page';
import { signIn, uniqueLearner } from './pages/sign-in';

const TOTAL = 30;
const FULL_TIME = 20 * 60;

async function startBExam(page: Page, exam: ExamPage) {
  await page.getByRole('tab', { name: 'Ô tô', exact: true }).click();
  await page.getByRole('button', { name: 'Hạng B', exact: true }).click();
  await page.getByRole('link', { name: 'Bắt đầu thi Hạng B', exact: true }).click();
  await expect(page).toHaveURL(/\/test\?category=B&questions=30&time=20&pass=27$/);
  await expect(exam.position(1, TOTAL)).toBeVisible({ timeout: 20_000 });
  const session = await exam.runningSession();
  return { session, questions: await exam.questions(session.questionIds) };
}

/** Picks `choice` on question i (1-based option; null leaves it blank) by key, then waits for it. */
async function answerByKey(page: Page, exam: ExamPage, q: StoredQuestion, choice: number | null) {
  if (choice === null) return;
  await exam.answerWithKeys(choice);
  await expect(
    page.getByRole('button', {
      name: `${'abcd'[choice - 1]}. ${q.options[choice - 1]}`,
      exact: true,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
}

async function moveNext(exam: ExamPage, toPosition: number) {
  await exam.next();
  await expect(exam.position(toPosition, TOTAL)).toBeVisible();
}

test('an anonymous learner gets the login prompt on /test', async ({ page }) => {
  await page.goto('/test?category=B&questions=30&time=20&pass=27');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập với Google' })).toBeVisible();
});

test('a B exam with mouse and keys survives a reload, applies the critical rule and is in Results', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const exam = new ExamPage(page);
  await signIn(page, uniqueLearner('thithu'), '/practice');
  await exam.waitForBank();
  const { session, questions } = await startBExam(page, exam);

  const critical = questions.findIndex((q) => q.critical);
  expect(critical).toBeGreaterThanOrEqual(0);
  const blanks = questions
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => !q.critical)
    .slice(-2)
    .map(({ i }) => i);
  const choice = (i: number): number | null => {
    const q = questions[i] as StoredQuestion;
    if (blanks.includes(i)) return null;
    return i === critical ? ExamPage.wrong(q) : q.answer;
  };

  // Mouse: the first three questions with clicks on the option and on 'Sau'.
  for (let i = 0; i < 3; i += 1) {
    const q = questions[i] as StoredQuestion;
    const pick = choice(i);
    if (pick !== null) await exam.clickOption(q, pick);
    await page.getByRole('button', { name: 'Sau', exact: true }).click();
    await expect(exam.position(i + 2, TOTAL)).toBeVisible();
  }
  // Keys: 1–4 and → up to question 16.
  for (let i = 3; i < 15; i += 1) {
    await answerByKey(page, exam, questions[i] as StoredQuestion, choice(i));
    await moveNext(exam, i + 2);
  }
  await expect.poll(async () => (await exam.runningSession()).currentIndex).toBe(15);
  await expect
    .poll(() => exam.timerSeconds(), { timeout: 15_000 })
    .toBeLessThanOrEqual(FULL_TIME - 3);

  // Reload mid-exam: the leave guard asks (beforeunload), the exam resumes where it was.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(exam.position(16, TOTAL)).toBeVisible({ timeout: 20_000 });
  const remaining = await exam.timerSeconds();
  const elapsed = await page.evaluate(
    (startedAt) => (Date.now() - startedAt) / 1000,
    session.startedAt,
  );
  expect(remaining).toBeLessThan(FULL_TIME);
  expect(Math.abs(remaining - (FULL_TIME - elapsed))).toBeLessThanOrEqual(3);
  const answeredSoFar = questions.slice(0, 15).filter((_, i) => choice(i) !== null).length;
  await expect(page.getByText(`Đã trả lời ${answeredSoFar}/${TOTAL}`).first()).toBeVisible();

  for (let i = 15; i < TOTAL; i += 1) {
    await answerByKey(page, exam, questions[i] as StoredQuestion, choice(i));
    if (i < TOTAL - 1) await moveNext(exam, i + 2);
  }
  // → on the last question opens the submit dialog, with the unanswered warning.
  await exam.next();
  const dialog = page.getByRole('dialog', { name: 'Xác nhận nộp bài' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Đã trả lời: ${TOTAL - 2}/${TOTAL}`)).toBeVisible();
  await expect(
    dialog.getByText('Bạn còn 2 câu chưa trả lời. Các câu chưa trả lời sẽ bị tính là sai.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tiếp tục làm bài' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chắc chắn nộp bài' }).click();

  // 27 correct meets the pass mark, but the critical question is wrong: TRƯỢT.
  await expect(page).toHaveURL(/\/testresult\?id=/);
  await expect(page.getByTestId('result-score')).toHaveText('27/30');
  await expect(page.getByTestId('result-badge')).toHaveText('TRƯỢT');
  await expect(page.getByText('Cố gắng lần sau!')).toBeVisible();
  await expect(page.getByText('Bạn đã trả lời sai câu điểm liệt.')).toBeVisible();
  const resultId = new URL(page.url()).searchParams.get('id');
  // The result was queued with the exam and the sync engine delivers it: the server has it.
  const token = await page.evaluate(() => localStorage.getItem('getnocode_token_gplx'));
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`/api/apps/gplx/entities/TestResult/get/${resultId}`, {
            headers: { authorization: `Bearer ${token ?? ''}` },
          })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
  await expect
    .poll(async () => (await exam.outbox()).some((e) => e.recordId === resultId))
    .toBe(false);

  await page.goto('/results');
  const item = page.getByRole('button', { name: /^Xem chi tiết: Hạng B/ });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('27/30');
  await expect(item).toContainText('TRƯỢT');
});

test('the same exam works with the network off', async ({ page, context, consoleErrors }) => {
  test.setTimeout(150_000);
  const { failed } = recordFailedRequests(page);
  const exam = new ExamPage(page);
  await signIn(page, uniqueLearner('ngoaituyen'), '/practice');
  await exam.waitForBank();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  const { questions } = await startBExam(page, exam);
  for (let i = 0; i < TOTAL; i += 1) {
    const q = questions[i] as StoredQuestion;
    await answerByKey(page, exam, q, q.answer);
    if (i < TOTAL - 1) await moveNext(exam, i + 2);
  }
  await exam.next();
  const dialog = page.getByRole('dialog', { name: 'Xác nhận nộp bài' });
  await expect(dialog.getByText(`Đã trả lời: ${TOTAL}/${TOTAL}`)).toBeVisible();
  await expect(dialog.getByText(/chưa trả lời/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Chắc chắn nộp bài' }).click();

  await expect(page.getByTestId('result-score')).toHaveText('30/30');
  await expect(page.getByTestId('result-badge')).toHaveText('ĐẬU');
  await expect(page.getByText('Bạn đã vượt qua bài thi thử hạng B.')).toBeVisible();
  const resultId = new URL(page.url()).searchParams.get('id');
  // Offline, the result waits in the outbox with the exam's record.
  expect(
    (await exam.outbox()).some((e) => e.entity === 'TestResult' && e.recordId === resultId),
  ).toBe(true);
  await context.setOffline(false);
  dropOfflineNoise(failed, consoleErrors);
});
