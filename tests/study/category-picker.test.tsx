// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { installDomPolyfills, openSeededDb, renderStudy, settleAndDelete } from './render-study';

let db: GplxDatabase;
beforeAll(installDomPolyfills);
afterEach(async () => {
  await settleAndDelete(db);
});

describe('study category picker', () => {
  it('shows a card per study bank with counts from the device bank', async () => {
    db = await openSeededDb();
    renderStudy(db, '/study');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ôn thi GPLX' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chọn loại bằng lái để bắt đầu học')).toBeInTheDocument();
    const b1 = screen.getByTestId('bank-card-B1');
    expect(await within(b1).findByText('6 câu hỏi')).toBeInTheDocument();
    expect(within(b1).getByText('4 chương')).toBeInTheDocument();
    expect(within(b1).getByText(/Chương 5: .* — 2 câu/)).toBeInTheDocument();
    expect(within(b1).getByText(/Câu điểm liệt — 1 câu/)).toBeInTheDocument();
    const a1 = screen.getByTestId('bank-card-A1');
    expect(within(a1).getByText('5 câu hỏi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Ô tô' }));
    expect(screen.queryByTestId('bank-card-B1')).toBeNull();
    expect(screen.getByTestId('bank-card-car')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Xe máy / Mô tô' }));
    expect(screen.queryByTestId('bank-card-car')).toBeNull();
  });

  it("'Bắt đầu học' opens the category and fires studyNavigate 100 ms later", async () => {
    db = await openSeededDb();
    const { router } = renderStudy(db, '/study');
    let fired = 0;
    const onNavigate = () => (fired += 1);
    window.addEventListener('studyNavigate', onNavigate);
    await userEvent.click(await screen.findByRole('button', { name: /^Bắt đầu học Hạng B1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=B1'));
    expect(await screen.findByText('Câu 1 / 6')).toBeInTheDocument();
    await waitFor(() => expect(fired).toBe(1));
    window.removeEventListener('studyNavigate', onNavigate);
  });

  it('changing category pushes history and going back re-reads the address', async () => {
    db = await openSeededDb();
    const { router } = renderStudy(db, '/study?category=B1');
    expect(await screen.findByText('Câu 1 / 6')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hạng bằng' }), 'Hạng A1');
    await waitFor(() => expect(router.state.location.search).toBe('?category=A1'));
    expect(await screen.findByText('Câu 1 / 5')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Câu 1 / 6')).toBeInTheDocument();
  });

  it('opens the exam-structure dialog from the rule data', async () => {
    db = await openSeededDb();
    renderStudy(db, '/study?category=B1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cấu trúc đề thi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cấu trúc đề thi Hạng B1' });
    expect(within(dialog).getByText('23/25')).toBeInTheDocument();
    expect(within(dialog).getByText('19 phút')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('structure-slot')).toHaveLength(6);
    expect(within(dialog).getByText(/Các câu: 4, 6/)).toBeInTheDocument();
  });
});
