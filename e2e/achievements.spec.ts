/*
 * Achievements end to end: a signed-in learner earns tap_ga by studying, first_test and first_pass by
 * passing a mock exam (answers read from IndexedDB), sees the popups and EXP, and appears on the
 * leaderboard of a second browser context with the same EXP once the outbox is synced.
 */
import { deriveUserStats } from '../src/domain/derive-stats';
import { expect, test } from './fixtures';
import {
  answerStudyQuestion,
  dismissPopups,
  passRunningExam,
  readStore,
} from './pages/achievements-page';
import { signIn, uniqueLearner } from './pages/sign-in';

type StoredResult = {
  correctAnswers: number;
  totalQuestions: number;
  passed: boolean;
  licenseCategory: string;
  createdDate: string;
};

test('study and exam achievements, popups, EXP and the leaderboard', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const learner = uniqueLearner('thanhtuu');
  await signIn(page, learner, '/study?category=B1');

  await answerStudyQuestion(page);
  await expect(page.getByText('🏆 Thành tựu mới: Tập Ga! (+10 EXP)')).toBeVisible();
  expect(await dismissPopups(page)).toEqual(['Tập Ga']);

  await page.goto('/test?category=B1&questions=25&time=19&pass=23');
  await passRunningExam(page);
  await page.waitForURL(/\/testresult\?id=/i);
  await expect(page.getByText('Chúc mừng!')).toBeVisible();
  const shown = await dismissPopups(page);
  expect(shown).toEqual(expect.arrayContaining(['Bài thi đầu tiên', 'Lần đậu đầu tiên']));
  await expect(page.getByText('Bài thi đầu tiên').first()).toBeVisible();
  await expect(page.getByText('+20 EXP').first()).toBeVisible();

  const unlocks = await readStore<{ achievementId: string }>(page, 'achievements');
  expect(unlocks.map((u) => u.achievementId)).toEqual(
    expect.arrayContaining(['tap_ga', 'first_test', 'first_pass']),
  );
  const results = await readStore<StoredResult>(page, 'testResults');
  const completions = await readStore<{ day: string; expReward: number }>(page, 'dailyChallenges');
  const expected = deriveUserStats({
    results: results.map((r) => ({
      correct: r.correctAnswers,
      total: r.totalQuestions,
      passed: r.passed,
      category: r.licenseCategory,
      createdDate: r.createdDate,
    })),
    unlocks,
    dailyCompletions: completions,
    studiedCount: 1,
  }).exp;
  const expText = new Intl.NumberFormat('vi-VN').format(expected);

  // The signed-in profile shows the server's figure: it matches once the outbox has been pushed.
  await expect
    .poll(
      async () => {
        await page.goto('/profile');
        return page.getByTestId('profile-exp').textContent();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(`${expText} EXP`);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, learner, '/leaderboard');
  const me = second.getByTestId('leaderboard-me');
  await expect(me).toBeVisible();
  await expect(me.locator('td').last()).toHaveText(expText);
  await other.close();
});

test('a signed-in learner is on the leaderboard and sees the profile', async ({ page }) => {
  const learner = uniqueLearner('bangxephang');
  await signIn(page, learner, '/leaderboard');
  await expect(page.getByRole('heading', { name: 'Bảng xếp hạng' })).toBeVisible();
  const me = page.getByTestId('leaderboard-me');
  await expect(me).toContainText(learner.name);
  await expect(page.getByTestId('leaderboard-updated')).toContainText('Cập nhật lúc');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: learner.name })).toBeVisible();
  await expect(page.getByTestId('profile-level')).toHaveText('Cấp 1 · Học viên mới');
  await expect(page.getByTestId('badge-tap_ga')).toHaveAttribute('data-unlocked', 'false');
  await expect(page.getByTestId('mastery-chart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng xuất' }).last()).toBeVisible();
});
