// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { installDomPolyfills, openSeededDb, renderStudy, settleAndDelete } from './render-study';

let db: GplxDatabase;
beforeAll(installDomPolyfills);
afterEach(async () => {
  await settleAndDelete(db);
});

const heading = () => screen.findByRole('heading', { level: 2, name: /^Câu hỏi \d+$/ });
const option = (letter: string) =>
  screen.getByRole('button', { name: new RegExp(`^${letter}\\. `) });

describe('study view answers', () => {
  it('a wrong choice turns red and waits; the right one reveals, marks studied and records both', async () => {
    db = await openSeededDb();
    renderStudy(db);
    expect(await heading()).toHaveTextContent('Câu hỏi 1');
    expect(screen.getByText('Câu 1 / 6')).toBeInTheDocument();

    await userEvent.click(option('a'));
    expect(option('a')).toHaveAttribute('data-state', 'wrong');
    expect(option('a')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(await screen.findByText('Chưa đúng, hãy chọn lại.')).toBeInTheDocument();
    expect(screen.queryByText('Xe đạp chỉ được chở một người lớn.')).toBeNull();

    await userEvent.click(option('b'));
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(await screen.findByText('Chính xác!')).toBeInTheDocument();
    expect(screen.getByText('Xe đạp chỉ được chở một người lớn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ẩn đáp án' })).toBeInTheDocument();
    await userEvent.click(option('c')); // ignored once revealed
    expect(option('c')).toHaveAttribute('data-state', 'idle');

    await waitFor(async () => expect((await db.progress.get('q1'))?.studied).toBe(true));
    const history = await db.answerHistory.toArray();
    expect(history.map((h) => [h.selectedAnswer, h.isCorrect])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(await screen.findByRole('button', { name: 'Bỏ đánh dấu' })).toBeInTheDocument();
    expect(await db.outbox.where('entity').equals('StudyProgress').count()).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Làm lại' }));
    expect(option('b')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('button', { name: 'Xem đáp án' })).toBeInTheDocument();
  });

  it('the eye shows the answer without marking; the studied toggle marks and unmarks', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Xem đáp án' }));
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText('Đáp án đúng: b.')).toBeInTheDocument();
    expect(await db.progress.get('q1')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Đánh dấu đã học' }));
    await screen.findByRole('button', { name: 'Bỏ đánh dấu' });
    expect((await db.progress.get('q1'))?.studied).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ đánh dấu' }));
    await screen.findByRole('button', { name: 'Đánh dấu đã học' });
    expect((await db.progress.get('q1'))?.studied).toBe(false);
  });

  it('arrows move between questions, keys 1–4 choose, typing in the search box is ignored', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await heading()).toHaveTextContent('Câu hỏi 1');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await heading()).toHaveTextContent('Câu hỏi 2');
    expect(screen.getByText('Câu 2 / 6')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Câu hỏi 2' })),
    );
    // question 2 has three options: key 4 is ignored
    expect(screen.queryByRole('button', { name: /^d\. / })).toBeNull();
    fireEvent.keyDown(window, { key: '4' });
    expect(
      screen.queryAllByRole('button', { pressed: true }).filter((b) => b.dataset.option),
    ).toHaveLength(0);
    fireEvent.keyDown(window, { key: '2' });
    expect(option('b')).toHaveAttribute('data-state', 'correct');

    const search = screen.getByRole('searchbox', { name: 'Tìm câu hỏi' });
    fireEvent.keyDown(search, { key: 'ArrowRight' });
    fireEvent.keyDown(search, { key: '1' });
    expect(await heading()).toHaveTextContent('Câu hỏi 2');
    await userEvent.click(screen.getByRole('button', { name: 'Sau' }));
    expect(await heading()).toHaveTextContent('Câu hỏi 3');
    await userEvent.click(screen.getByRole('button', { name: 'Trước' }));
    expect(await heading()).toHaveTextContent('Câu hỏi 2');
    await waitFor(async () => expect((await db.progress.get('q2'))?.studied).toBe(true));
  });

  it('the selectAnswer window event behaves like a click', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    act(() => {
      window.dispatchEvent(new CustomEvent('selectAnswer', { detail: { option: 'c' } }));
    });
    expect(option('c')).toHaveAttribute('data-state', 'wrong');
    act(() => {
      window.dispatchEvent(new CustomEvent('selectAnswer', { detail: { option: 'b' } }));
    });
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    await waitFor(async () => expect(await db.answerHistory.count()).toBe(2));
  });

  it('shows the loading state while the bank is not on the device yet', async () => {
    db = new (await import('../../src/db/database')).GplxDatabase(`test-${crypto.randomUUID()}`);
    renderStudy(db);
    expect(await screen.findByText('Đang tải câu hỏi...')).toBeInTheDocument();
    const main = screen.getByRole('status');
    expect(within(main).getByText('Đang tải câu hỏi...')).toBeInTheDocument();
  });
});
