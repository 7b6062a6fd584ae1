// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { QuestionGrid } from '../../src/features/exam/components/question-grid';
import { syntheticRecords } from '../domain/synthetic-bank';
import { installBrowserStubs, renderRoutes, signInFromCache } from './ui-helpers';

const records = syntheticRecords();
const byId = new Map(records.map((q) => [q.id, q]));
let db: GplxDatabase;

beforeAll(installBrowserStubs);
beforeEach(async () => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await db.delete();
});

describe('Test page', () => {
  it('asks an anonymous learner to sign in', async () => {
    renderRoutes(db, '/test?category=B&questions=30&time=20&pass=27');
    expect(await screen.findByTestId('login-prompt')).toBeInTheDocument();
  });

  it("shows 'Không tìm thấy câu hỏi' when the class has no questions", async () => {
    await signInFromCache(db);
    renderRoutes(db, '/test?category=B&questions=30&time=20&pass=27');
    expect(await screen.findByText('Không tìm thấy câu hỏi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại trang thi thử' })).toHaveAttribute(
      'href',
      '/practice',
    );
  });

  it('takes a B exam with mouse and keys, warns about unanswered ones and stores the result', async () => {
    await db.questions.bulkAdd(records);
    await signInFromCache(db);
    const user = userEvent.setup();
    const { history } = renderRoutes(db, '/test?category=B&questions=30&time=20&pass=27');

    expect(await screen.findByText('Câu 1/30', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('exam-timer').textContent).toMatch(/^(20:00|19:5\d)$/);
    const session = (await db.examSessions.toArray())[0]!;
    expect(session.questionIds).toHaveLength(30);

    const first = byId.get(session.questionIds[0]!)!;
    await user.click(screen.getByRole('button', { name: `a. ${first.options[0]}` }));
    await waitFor(async () => expect((await db.examSessions.get(session.id))?.answers[0]).toBe(1));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Câu 2/30')).toBeInTheDocument();
    await user.keyboard('2');
    await waitFor(async () => expect((await db.examSessions.get(session.id))?.answers[1]).toBe(2));
    expect((await screen.findAllByText('Đã trả lời 2/30')).length).toBeGreaterThan(0);

    await user.click(screen.getAllByRole('button', { name: 'Nộp bài' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận nộp bài' });
    expect(within(dialog).getByText('Đã trả lời: 2/30')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Bạn còn 28 câu chưa trả lời. Các câu chưa trả lời sẽ bị tính là sai.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tiếp tục làm bài' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chắc chắn nộp bài' }));

    await waitFor(() => expect(history.location.pathname).toBe('/testresult'));
    expect(await screen.findByTestId('result-badge')).toHaveTextContent('TRƯỢT');
    const results = await db.testResults.toArray();
    expect(results).toHaveLength(1);
    expect(history.location.search).toBe(`?id=${results[0]!.id}`);
    expect((await db.examSessions.get(session.id))?.status).toBe('submitted');
  });

  it('resumes a running exam with the time left, not the full time', async () => {
    await db.questions.bulkAdd(records);
    await signInFromCache(db);
    const ids = records.slice(0, 30).map((q) => q.id);
    await db.examSessions.add({
      id: 'running-1',
      category: 'B',
      mode: 'exam',
      questionIds: ids,
      answers: ids.map((_, i) => (i === 4 ? 2 : null)),
      startedAt: Date.now() - 100_000,
      allottedSeconds: 1200,
      passMark: 27,
      status: 'running',
      currentIndex: 4,
      resultId: null,
    });
    renderRoutes(db, '/test?category=B&questions=30&time=20&pass=27');
    expect(await screen.findByText('Câu 5/30', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('exam-timer').textContent).toMatch(/^18:(20|19|18)$/);
    expect(screen.getByRole('button', { name: /^b\./ })).toHaveAttribute('aria-pressed', 'true');
    expect(await db.examSessions.count()).toBe(1);
  });
});

describe('leaving a running exam', () => {
  it("asks SPEC's question; staying keeps the exam, leaving drops it", async () => {
    await db.questions.bulkAdd(records);
    await signInFromCache(db);
    const user = userEvent.setup();
    const { history } = renderRoutes(db, '/test?category=B&questions=30&time=20&pass=27');
    expect(await screen.findByText('Câu 1/30', {}, { timeout: 5000 })).toBeInTheDocument();

    act(() => history.push('/practice'));
    const dialog = await screen.findByRole('dialog', { name: 'Rời khỏi bài thi?' });
    expect(
      within(dialog).getByText(
        'Bài thi của bạn sẽ bị mất nếu rời khỏi trang này. Bạn có chắc chắn muốn tiếp tục?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ở lại làm bài' }));
    expect(history.location.pathname).toBe('/test');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => history.push('/practice'));
    const again = await screen.findByRole('dialog', { name: 'Rời khỏi bài thi?' });
    await user.click(within(again).getByRole('button', { name: 'Rời khỏi' }));
    await waitFor(() => expect(history.location.pathname).toBe('/practice'), {
      timeout: 5000,
    });
    await waitFor(async () => expect(await db.examSessions.count()).toBe(0));
  });
});

describe('exam-day mode', () => {
  const answers = [1, null, 3, null, 2];
  const renderGrid = (examDay: boolean) =>
    render(
      <MantineProvider>
        <QuestionGrid answers={answers} current={0} examDay={examDay} onPick={() => undefined} />
      </MantineProvider>,
    );

  it('the grid marks answered questions normally', () => {
    renderGrid(false);
    expect(screen.getByRole('button', { name: 'Câu 3, đã trả lời' })).toHaveAttribute(
      'data-answered',
    );
    expect(screen.getAllByRole('button', { name: /đã trả lời/ })).toHaveLength(3);
  });

  it('hides every answered mark until submission', () => {
    renderGrid(true);
    expect(screen.queryAllByRole('button', { name: /đã trả lời/ })).toHaveLength(0);
    expect(document.querySelectorAll('[data-answered]')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Câu \d$/ })).toHaveLength(5);
  });
});
