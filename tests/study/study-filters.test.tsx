// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { saveNote, toggleBookmark } from '../../src/db/notes-repository';
import { recordStudyAnswer, setStudied } from '../../src/db/progress-repository';
import { installDomPolyfills, openSeededDb, renderStudy, settleAndDelete } from './render-study';

let db: GplxDatabase;
beforeAll(installDomPolyfills);
afterEach(async () => {
  await settleAndDelete(db);
});

const grid = () => screen.getByTestId('question-grid');
const cell = (n: number) =>
  within(grid()).getByRole('button', { name: new RegExp(`^Câu ${n}(,|$)`) });
const quick = (name: string) =>
  within(screen.getByRole('group', { name: 'Lọc nhanh' })).getByRole('button', { name });
const heading = () => screen.findByRole('heading', { level: 2, name: /^Câu hỏi \d+$/ });

describe('study list', () => {
  it('shows each status by priority, the current question and the critical marker', async () => {
    db = await openSeededDb();
    await saveNote(db, 'q1', 'ghi chú một');
    await toggleBookmark(db, 'q1');
    await setStudied(db, 'q1', true);
    await saveNote(db, 'q2', 'ghi chú hai');
    await setStudied(db, 'q2', true);
    await setStudied(db, 'q3', true);
    renderStudy(db);
    await heading();
    await waitFor(() => expect(cell(1)).toHaveAttribute('data-status', 'bookmarked'));
    expect(cell(2)).toHaveAttribute('data-status', 'noted');
    expect(cell(3)).toHaveAttribute('data-status', 'studied');
    expect(cell(4)).toHaveAttribute('data-status', 'default');
    expect(cell(3)).toHaveTextContent('3*');
    expect(cell(3)).toHaveAccessibleName('Câu 3, điểm liệt, đã học');
    expect(cell(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(cell(4));
    expect(await heading()).toHaveTextContent('Câu hỏi 4');
    expect(cell(4)).toHaveAttribute('aria-current', 'true');
    expect(cell(1)).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('radio', { name: 'Danh sách' }));
    expect(within(screen.getByTestId('question-list')).getAllByRole('button')).toHaveLength(6);
  });

  it('quick filters toggle back to all and empty lists show their messages', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    await userEvent.click(quick('Đã học'));
    expect(
      await screen.findByText(
        'Bạn chưa học câu hỏi nào. Hãy bắt đầu học và chọn đáp án để đánh dấu câu hỏi đã học!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Câu 0 / 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xem tất cả câu hỏi' }));
    expect(await heading()).toHaveTextContent('Câu hỏi 1');

    await userEvent.click(quick('Điểm liệt'));
    expect(await heading()).toHaveTextContent('Câu hỏi 3');
    expect(screen.getByText('Câu 1 / 1')).toBeInTheDocument();
    expect(quick('Điểm liệt')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(quick('Điểm liệt'));
    expect(await screen.findByText(/^Câu \d \/ 6$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lọc câu hỏi' })).toHaveValue('all');

    for (const id of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']) await setStudied(db, id, true);
    // A filter's list is fixed when it is chosen: wait until the live progress shows all six studied.
    await waitFor(() =>
      expect(document.querySelectorAll('[data-status="studied"]').length).toBeGreaterThanOrEqual(6),
    );
    await userEvent.click(quick('Chưa học'));
    expect(
      await screen.findByText('Tuyệt vời! Bạn đã học hết tất cả câu hỏi.'),
    ).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Lọc câu hỏi' }),
      'Chương 3: Kỹ thuật lái xe',
    );
    expect(
      await screen.findByText('Không tìm thấy câu hỏi phù hợp với bộ lọc hiện tại.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Lọc câu hỏi' }),
      'Chương 5: Biển báo',
    );
    expect(await heading()).toHaveTextContent('Câu hỏi 4');
    expect(screen.getByText('Câu 1 / 2')).toBeInTheDocument();
  });

  it('says there is no critical question when the category has none', async () => {
    db = await openSeededDb();
    await db.questions.delete('q3');
    renderStudy(db);
    await heading();
    await userEvent.click(quick('Điểm liệt'));
    expect(await screen.findByText('Không có câu hỏi điểm liệt nào.')).toBeInTheDocument();
  });

  it('searches by number or by words without diacritics', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    const search = screen.getByRole('searchbox', { name: 'Tìm câu hỏi' });
    await userEvent.type(search, 'vach ke duong');
    expect(await heading()).toHaveTextContent('Câu hỏi 6');
    expect(screen.getByText('Câu 1 / 1')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '5');
    expect(await heading()).toHaveTextContent('Câu hỏi 5');
    await userEvent.clear(search);
    await userEvent.type(search, 'khong co cau nay');
    expect(
      await screen.findByText('Không tìm thấy câu hỏi phù hợp với bộ lọc hiện tại.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xem tất cả câu hỏi' }));
    expect(search).toHaveValue('');
  });

  it("'Câu hay sai' lists recent mistakes until two correct answers in a row", async () => {
    db = await openSeededDb();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute));
    await recordStudyAnswer(db, { questionId: 'q2', selectedAnswer: 'a', isCorrect: false }, at(1));
    await recordStudyAnswer(db, { questionId: 'q5', selectedAnswer: 'a', isCorrect: false }, at(2));
    await recordStudyAnswer(db, { questionId: 'q4', selectedAnswer: 'b', isCorrect: false }, at(3));
    await recordStudyAnswer(db, { questionId: 'q4', selectedAnswer: 'a', isCorrect: true }, at(4));
    await recordStudyAnswer(db, { questionId: 'q4', selectedAnswer: 'a', isCorrect: true }, at(5));
    renderStudy(db);
    await heading();
    await userEvent.click(quick('Câu hay sai'));
    expect(await heading()).toHaveTextContent('Câu hỏi 5');
    expect(screen.getByText('Câu 1 / 2')).toBeInTheDocument();
    const numbers = within(grid())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(numbers).toEqual(['5', '2']);
  });
});
