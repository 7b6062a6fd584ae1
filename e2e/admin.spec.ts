// The admin question manager against the real server: refusal of learners (page and API), search
// without diacritics, filters, paging, create with an uploaded image, edit, delete, the learner's
// device picking up the change, and a report travelling from a learner to the admin and back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { foldForSearch } from '../src/domain/question';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { AdminPage } from './pages/admin-page';
import { signIn, uniqueLearner } from './pages/sign-in';

type BankQuestion = { number: number; text: string; options: string[]; critical: boolean };
const bank = JSON.parse(readFileSync(path.resolve('bank/demo/bank.json'), 'utf8')) as {
  questions: BankQuestion[];
  pools: Record<string, number[]>;
};
const b1 = [...(bank.pools.B1 ?? [])].sort((a, b) => a - b);
const matching = (query: string) =>
  bank.questions.filter((q) =>
    foldForSearch(query)
      .split(' ')
      .every((w) => foldForSearch([q.text, ...q.options].join(' ')).includes(w)),
  );
/** The server's count for a filter: both projects share one server, so totals are read, not assumed. */
const countOf = async (page: Page, filter: Record<string, unknown> = {}) => {
  const q = encodeURIComponent(JSON.stringify(filter));
  const response = await page.request.get(`/api/apps/gplx/entities/Question/count?q=${q}`);
  return ((await response.json()) as { data: { count: number } }).data.count;
};
const numberAt = async (page: Page, offset: number) => {
  const response = await page.request.get(
    `/api/apps/gplx/entities/Question/filter?sort=question_number&limit=1&offset=${offset}`,
  );
  return ((await response.json()) as { data: { question_number: number }[] }).data[0]
    ?.question_number;
};
const ADMIN = { email: 'admin@example.com', name: 'Quản trị' };

test.describe.configure({ mode: 'serial' });

test('anonymous visitors and learners are refused, in the page and by the API', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Đăng nhập để truy cập Admin' })).toBeVisible();
  await expect(page.getByText('Chỉ quản trị viên mới được truy cập trang này.')).toBeVisible();

  await signIn(page, uniqueLearner(), '/admin');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quay lại' })).toBeVisible();
  const token = await new AdminPage(page).token();
  const response = await page.request.post('/api/apps/gplx/entities/Question/data', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      question_number: 999,
      chapter_id: 1,
      question: 'X?',
      option_a: 'a',
      option_b: 'b',
      correct_answer: 'A',
    },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { code: string }).code).toBe('forbidden');
});

test('an admin manages questions and answers a learner report', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = new AdminPage(page);
  const reported = b1[0] ?? 1;
  const run = testInfo.project.name;
  const note = `Ảnh bị mờ (${run})`;

  // A learner reports the first B1 question.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, uniqueLearner(), '/study?category=B1');
  const card = learner.getByTestId('question-card');
  await expect(card).toHaveAttribute('data-question', String(reported), { timeout: 30_000 });
  await card.getByRole('button', { name: 'Báo lỗi câu hỏi' }).click();
  const reportDialog = learner.getByRole('dialog', { name: 'Báo lỗi câu hỏi' });
  await reportDialog.getByRole('radio', { name: 'Hình ảnh có vấn đề' }).check();
  await reportDialog.getByLabel('Ghi chú').fill(note);
  await reportDialog.getByRole('button', { name: 'Gửi báo lỗi' }).click();
  await expect(learner.getByText('Bạn đã báo lỗi câu này — đang chờ xử lý.')).toBeVisible();

  // The admin: count, paging, search without diacritics, filters, clear.
  await signIn(page, ADMIN, '/admin');
  const total = await countOf(page);
  const b1Before = await countOf(page, { category: 'B1' });
  // Phone and desktop may run at once against one server: totals are matched loosely.
  const allShown = /^(\d+) \/ \1 câu hỏi$/;
  const shownOf = (n: number) => new RegExp(`^${n} / \\d+ câu hỏi$`);
  expect(total).toBeGreaterThan(40);
  await expect(admin.count).toHaveText(allShown);
  await expect(admin.cards).toHaveCount(20);
  await admin.goToPage('Trang 2');
  await expect(admin.cards.first()).toHaveAccessibleName(`Câu ${await numberAt(page, 20)}`);
  await admin.goToPage('Trang cuối');
  await expect(page.getByRole('button', { name: 'Trang cuối' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Trang đầu' })).toBeEnabled();
  const query = 'phan duong xe chay';
  await admin.search(query);
  expect(matching(query).length).toBeGreaterThan(0);
  await expect(admin.count).toHaveText(shownOf(await countOf(page, { search: query })));
  await expect(admin.card(matching(query)[0]?.number ?? 0)).toBeVisible();
  await admin.search('');
  await admin.select('Hạng bằng', 'A1');
  await expect(admin.count).toHaveText(shownOf(await countOf(page, { category: 'A1' })));
  await admin.select('Hạng bằng', 'B');
  await admin.kind('Điểm liệt');
  await expect(admin.count).toHaveText(shownOf(await countOf(page, { is_critical: true })));
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
  await expect(admin.count).toHaveText(allShown);
  await expect(page.getByRole('button', { name: 'Trang 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await admin.search('khong co cau nao nhu the nay');
  await expect(page.getByText('Không tìm thấy câu hỏi nào')).toBeVisible();
  await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();

  // Create a question with an uploaded image.
  await page.getByRole('button', { name: 'Thêm câu hỏi' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm câu hỏi' });
  expect(Number(await form.getByLabel('Số câu').inputValue())).toBeGreaterThan(total - 2);
  const number = run === 'phone' ? 9001 : 9002;
  await form.getByLabel('Số câu').fill(String(number));
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Vui lòng nhập câu hỏi').first()).toBeVisible();
  await form.getByLabel('Câu hỏi').fill(`Câu hỏi thử của quản trị viên về biển báo, bản ${run}?`);
  await form.getByLabel('Đáp án A').fill('Biển cấm');
  await form.getByLabel('Đáp án B').fill('Biển hiệu lệnh');
  await form.getByRole('radio', { name: 'B' }).check();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'bien.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Xem trước ảnh' })).toBeVisible();
  await form.getByLabel('Mô tả ảnh').fill('Biển tròn đỏ');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã thêm câu hỏi')).toBeVisible();
  await expect(admin.count).toHaveText(allShown);

  // Edit it, and see the audit log.
  await admin.search(`quan tri vien ban ${run}`);
  await expect(admin.count).toHaveText(shownOf(1));
  const created = admin.card(number);
  await expect(created.getByRole('img', { name: 'Biển tròn đỏ' })).toBeVisible();
  await created.getByRole('button', { name: 'Sửa' }).click();
  const edit = page.getByRole('dialog', { name: `Sửa câu hỏi ${number}` });
  await edit
    .getByLabel('Câu hỏi')
    .fill(`Câu hỏi đã sửa của quản trị viên về biển báo, bản ${run}?`);
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã cập nhật câu hỏi')).toBeVisible();
  await expect(
    created.getByText(`Câu hỏi đã sửa của quản trị viên về biển báo, bản ${run}?`),
  ).toBeVisible();
  await created.getByRole('button', { name: 'Lịch sử' }).click();
  const history = page.getByRole('dialog', { name: `Lịch sử thay đổi câu ${number}` });
  await expect(history.getByText(/^Sửa bởi admin@example\.com/)).toBeVisible();
  await expect(history.getByText(/^Tạo bởi admin@example\.com/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete another: outside the A1/B1 pools, not critical, not on page 2, not searched above.
  const a1 = bank.pools.A1 ?? [];
  const doomed = bank.questions.filter(
    (q) =>
      !b1.includes(q.number) &&
      !a1.includes(q.number) &&
      !q.critical &&
      q.number > 50 &&
      !matching(query).includes(q),
  )[run === 'phone' ? 0 : 1]?.number;
  if (doomed === undefined) throw new Error('demo bank has too few non-B1 questions');
  await admin.search(`#${doomed}`);
  await admin.card(doomed).getByRole('button', { name: 'Xóa' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xóa câu hỏi' });
  await expect(confirm.getByText('Bạn có chắc chắn muốn xóa câu hỏi này?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(page.getByText('Đã xóa câu hỏi')).toBeVisible();
  await expect(page.getByText('Không tìm thấy câu hỏi nào')).toBeVisible();

  // The learner's report reaches the admin's queue; the admin replies.
  const reportItem = page
    .getByRole('listitem', { name: `Câu ${reported} — Hình ảnh có vấn đề` })
    .filter({ hasText: note });
  await expect(async () => {
    await page.reload();
    await expect(reportItem).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await reportItem.getByLabel('Phản hồi cho học viên').fill('Đã thay ảnh rõ hơn, cảm ơn bạn!');
  await reportItem.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
  await expect(page.getByText('Đã gửi phản hồi và đánh dấu đã xử lý')).toBeVisible();

  // The learner's device: the new question after its bank check, and the reply on the question.
  await expect(async () => {
    await learner.reload();
    // +1 for this question; +2 when the other project's question arrived too.
    await expect(learner.getByTestId('study-position')).toHaveText(
      new RegExp(`^Câu 1 / (${b1Before + 1}|${b1Before + 2})$`),
      { timeout: 5_000 },
    );
    await expect(learner.getByTestId('report-reply')).toContainText('Đã thay ảnh rõ hơn', {
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
  await learnerContext.close();
});
