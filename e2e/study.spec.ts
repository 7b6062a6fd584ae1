import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { signIn, uniqueLearner } from './pages/sign-in';
import { StudyPage } from './pages/study-page';

type BankQuestion = { number: number; options: string[]; answer: number };
// The demo bank the server imports on first start (ours, in bank/demo): tells the spec which option is right.
const bank = JSON.parse(readFileSync(path.resolve('bank/demo/bank.json'), 'utf8')) as {
  questions: BankQuestion[];
  pools: Record<string, number[]>;
};
const b1 = [...(bank.pools.B1 ?? [])].sort((a, b) => a - b);
const byNumber = new Map(bank.questions.map((q) => [q.number, q]));
const answerOf = (position: number) => {
  const q = byNumber.get(b1[position] ?? -1);
  if (!q) throw new Error('demo bank has no B1 question here');
  const wrong = q.options.findIndex((_, i) => i + 1 !== q.answer);
  return { number: q.number, right: q.answer, wrong: wrong + 1 };
};
const letter = (index: number) => 'abcd'[index - 1] ?? 'a';

test('a learner studies B1: answers, filters, search, mistakes, notes, bookmarks and reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const study = new StudyPage(page, testInfo.project.name === 'phone');
  const [q1, q2, q3] = [answerOf(0), answerOf(1), answerOf(2)];

  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Ôn thi GPLX' })).toBeVisible();
  await study.start('B1');
  await expect(page).toHaveURL(/\/study\?category=B1$/);
  // The B1 pool as this device holds it (an admin spec running alongside may add a question).
  const poolSize = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gplx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const index = open.result
            .transaction('questions')
            .objectStore('questions')
            .index('pools');
          const count = index.count(IDBKeyRange.only('B1'));
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(poolSize).toBeGreaterThanOrEqual(b1.length);
  await expect(study.position).toHaveText(`Câu 1 / ${poolSize}`);
  await study.expectQuestion(q1.number);

  // Empty lists before anything is studied, and back to all.
  await study.quickFilter('Đã học');
  await study.closePanel();
  await expect(
    page.getByText(
      'Bạn chưa học câu hỏi nào. Hãy bắt đầu học và chọn đáp án để đánh dấu câu hỏi đã học!',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Xem tất cả câu hỏi' }).click();
  await study.expectQuestion(q1.number);

  // Mouse: wrong, then right.
  await study.option(letter(q1.wrong)).click();
  await expect(study.option(letter(q1.wrong))).toHaveAttribute('data-state', 'wrong');
  await expect(study.feedback).toHaveText('Chưa đúng, hãy chọn lại.');
  await study.option(letter(q1.right)).click();
  await expect(study.option(letter(q1.right))).toHaveAttribute('data-state', 'correct');
  await expect(study.feedback).toHaveText('Chính xác!');
  await expect(page.getByRole('button', { name: 'Bỏ đánh dấu' })).toBeVisible();

  // Keys: → then a wrong and a right digit; → again and only a wrong one.
  await page.keyboard.press('ArrowRight');
  await study.expectQuestion(q2.number);
  await expect(study.position).toHaveText(`Câu 2 / ${poolSize}`);
  await page.keyboard.press(String(q2.wrong));
  await expect(study.option(letter(q2.wrong))).toHaveAttribute('data-state', 'wrong');
  await page.keyboard.press(String(q2.right));
  await expect(study.option(letter(q2.right))).toHaveAttribute('data-state', 'correct');
  await page.keyboard.press('ArrowRight');
  await study.expectQuestion(q3.number);
  await page.keyboard.press(String(q3.wrong));
  await expect(study.feedback).toHaveText('Chưa đúng, hãy chọn lại.');
  await page.keyboard.press('ArrowLeft');
  await study.expectQuestion(q2.number);

  // Filters keep the current question when it is in the list: studied, then the mistakes list
  // (most recent first: q3, q2, q1), then an empty 'Có ghi chú'.
  await study.quickFilter('Đã học');
  await expect(study.position).toHaveText('Câu 2 / 2');
  await study.quickFilter('Đã học');
  await expect(study.position).toHaveText(`Câu 2 / ${poolSize}`);
  await study.quickFilter('Câu hay sai');
  await expect(study.position).toHaveText('Câu 2 / 3');
  await study.closePanel();
  await page.getByRole('button', { name: 'Trước' }).click();
  await study.expectQuestion(q3.number);
  await study.quickFilter('Có ghi chú');
  await study.closePanel();
  await expect(page.getByText('Không tìm thấy câu hỏi phù hợp với bộ lọc hiện tại.')).toBeVisible();
  await page.getByRole('button', { name: 'Xem tất cả câu hỏi' }).click();

  // Search by number.
  await study.search(String(q3.number));
  await expect(study.position).toHaveText('Câu 1 / 1');
  await study.search('');
  await (await study.cell(q1.number)).click();
  await study.closePanel();
  await study.expectQuestion(q1.number);

  // A note is refused while anonymous…
  await page.getByRole('button', { name: 'Thêm ghi chú' }).click();
  await expect(page.getByText('Bạn cần đăng nhập để lưu ghi chú!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Thêm ghi chú' })).toHaveCount(0);

  // …and saved after signing in; then a bookmark.
  await signIn(page, uniqueLearner(), '/study?category=B1');
  await study.expectQuestion(q1.number);
  await page.getByRole('button', { name: 'Thêm ghi chú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm ghi chú' });
  await expect(dialog.getByRole('button', { name: 'Lưu ghi chú' })).toBeDisabled();
  await dialog
    .getByPlaceholder('Nhập ghi chú cho câu hỏi này...')
    .fill('  Nhớ phần đường xe chạy  ');
  await dialog.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(page.getByText('Ghi chú đã được lưu thành công!')).toBeVisible();
  await expect(page.getByTestId('note-text')).toContainText('Nhớ phần đường xe chạy');
  const bookmark = page.getByRole('button', { name: 'Lưu câu hỏi' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps every mark.
  await page.reload();
  await study.expectQuestion(q1.number);
  await expect(page.getByTestId('note-text')).toContainText('Nhớ phần đường xe chạy');
  await expect(page.getByRole('button', { name: 'Lưu câu hỏi' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Bỏ đánh dấu' })).toBeVisible();
  await expect(await study.cell(q1.number)).toHaveAttribute('data-status', 'bookmarked');
  await expect(await study.cell(q2.number)).toHaveAttribute('data-status', 'studied');
  await expect(await study.cell(q3.number)).toHaveAttribute('data-status', 'default');
  await study.quickFilter('Câu hay sai');
  await expect(study.position).toHaveText('Câu 1 / 3');
  await study.quickFilter('Đã lưu');
  await expect(study.position).toHaveText('Câu 1 / 1');
});

test('back and forward re-read the category; the structure dialog follows it', async ({ page }) => {
  const study = new StudyPage(page, false);
  await page.goto('/study?category=B1');
  await expect(study.heading).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Hạng bằng' }).selectOption('A1');
  await expect(page).toHaveURL(/category=A1$/);
  await page.getByRole('button', { name: 'Cấu trúc đề thi' }).click();
  await expect(page.getByRole('dialog', { name: 'Cấu trúc đề thi Hạng A1' })).toContainText(
    '21/25',
  );
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page).toHaveURL(/category=B1$/);
  await expect(page.getByRole('combobox', { name: 'Hạng bằng' })).toHaveValue('B1');
  await page.goForward();
  await expect(page.getByRole('combobox', { name: 'Hạng bằng' })).toHaveValue('A1');
  // An address changed outside the router is picked up on 'studyNavigate'.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/study?category=B1');
    window.dispatchEvent(new Event('studyNavigate'));
  });
  await expect(page.getByRole('combobox', { name: 'Hạng bằng' })).toHaveValue('B1');
});
