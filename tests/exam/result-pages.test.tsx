// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import type { ResultAnswer, TestResultRecord } from '../../src/db/types';
import { installBrowserStubs, renderRoutes, signInFromCache } from './ui-helpers';

const answer = (n: number, over: Partial<ResultAnswer> = {}): ResultAnswer => ({
  question_id: `q${n}`,
  question_number: n,
  question_text: `Câu hỏi thử số ${n}`,
  options: { a: 'Phương án một', b: 'Phương án hai', c: 'Phương án ba', d: '' },
  correct_answer: 'a',
  selected_answer: 'a',
  is_correct: true,
  is_critical: false,
  image_url: null,
  ...over,
});

const result = (over: Partial<TestResultRecord> = {}): TestResultRecord => ({
  id: 'r-1',
  licenseCategory: 'B',
  mode: 'exam',
  totalQuestions: 30,
  correctAnswers: 29,
  passMark: 27,
  timeSpent: 754,
  passed: false,
  answers: [
    answer(11),
    answer(12, { is_critical: true, is_correct: false, selected_answer: 'b' }),
    answer(13, { is_correct: false, selected_answer: null }),
  ],
  createdDate: '2025-07-01T03:00:00.000Z',
  newAchievements: [{ achievement_id: 'first_test', name: 'Bài thi đầu tiên', exp_reward: 50 }],
  expGained: 10,
  ...over,
});

let db: GplxDatabase;
beforeAll(installBrowserStubs);
beforeEach(() => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await db.delete();
});

describe('TestResult page', () => {
  it('shows a failed result with the critical rule, tiles, achievements and the detail list', async () => {
    await db.testResults.add(result());
    const user = userEvent.setup();
    renderRoutes(db, '/testresult?id=r-1');
    expect(await screen.findByText('Cố gắng lần sau!')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('29/30');
    expect(screen.getByTestId('result-badge')).toHaveTextContent('TRƯỢT');
    expect(screen.getByText('Bạn đã trả lời sai câu điểm liệt.')).toBeInTheDocument();
    expect(screen.getByText('Bài thi đầu tiên')).toBeInTheDocument();
    expect(screen.getByText('+50 EXP')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Thời gian làm bài' })).getByText('12 phút 34 giây'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Tỷ lệ đúng' })).getByText('96,7%'),
    ).toBeInTheDocument();

    const wrongCritical = screen.getByRole('listitem', { name: 'Câu 12' });
    expect(within(wrongCritical).getByText('Điểm liệt')).toBeInTheDocument();
    expect(within(wrongCritical).getByText('Sai')).toBeInTheDocument();
    expect(within(wrongCritical).getByText('Bạn chọn')).toBeInTheDocument();
    expect(wrongCritical.querySelector('[data-wrong-chosen]')).toHaveTextContent(
      'b. Phương án hai',
    );
    expect(wrongCritical.querySelector('[data-correct]')).toHaveTextContent('a. Phương án một');

    await user.click(screen.getByText('Câu điểm liệt'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Câu \d+$/ })).toHaveLength(1),
    );
    await user.click(screen.getByText('Câu sai'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Câu \d+$/ })).toHaveLength(2),
    );
    expect(screen.getByRole('link', { name: 'Thi lại' })).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('a pass names the class; a fail says how many more were needed', async () => {
    await db.testResults.bulkAdd([
      result({ id: 'ok', passed: true, answers: [], correctAnswers: 28 }),
      result({ id: 'low', correctAnswers: 20, answers: [] }),
    ]);
    renderRoutes(db, '/testresult?id=ok');
    expect(await screen.findByText('Chúc mừng!')).toBeInTheDocument();
    expect(screen.getByText('Bạn đã vượt qua bài thi thử hạng B.')).toBeInTheDocument();
    cleanup();
    renderRoutes(db, '/testresult?id=low');
    expect(await screen.findByText('Bạn cần trả lời đúng thêm 7 câu để đậu.')).toBeInTheDocument();
  });

  it.each(['/testresult', '/testresult?id=missing'])('%s goes to Practice', async (path) => {
    const { history } = renderRoutes(db, path);
    await waitFor(() => expect(history.location.pathname).toBe('/practice'));
  });
});

describe('Results history', () => {
  it('asks an anonymous learner to sign in', async () => {
    renderRoutes(db, '/results');
    expect(await screen.findByTestId('login-prompt')).toBeInTheDocument();
  });

  it("says 'Chưa có kết quả thi' when empty", async () => {
    await signInFromCache(db);
    renderRoutes(db, '/results');
    expect(await screen.findByText('Chưa có kết quả thi')).toBeInTheDocument();
  });

  it('shows the tiles and the list newest first with a detail dialog', async () => {
    await signInFromCache(db);
    await db.testResults.bulkAdd([
      result({
        id: 'old',
        createdDate: '2025-06-01T03:00:00.000Z',
        passed: true,
        correctAnswers: 30,
      }),
      result({ id: 'new', createdDate: '2025-07-02T03:00:00.000Z', correctAnswers: 15 }),
    ]);
    const user = userEvent.setup();
    renderRoutes(db, '/results');
    const tests = await screen.findByRole('group', { name: 'Lần thi' });
    expect(tests).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Lần đậu' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Điểm trung bình' })).toHaveTextContent('75,0%');
    expect(screen.getByRole('group', { name: 'Điểm cao nhất' })).toHaveTextContent('100,0%');
    const items = screen.getAllByRole('button', { name: /^Xem chi tiết/ });
    expect(items[0]).toHaveTextContent('15/30');
    expect(items[1]).toHaveTextContent('30/30');
    await user.click(items[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cố gắng lần sau!')).toBeInTheDocument();
  });
});
