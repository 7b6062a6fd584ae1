// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { setStudied } from '../../src/db/progress-repository';
import { installBrowserStubs, renderRoutes } from './ui-helpers';

let db: GplxDatabase;
beforeAll(installBrowserStubs);
beforeEach(() => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const study = async (n: number) => {
  for (let i = 1; i <= n; i += 1) await setStudied(db, `q${i}`, true);
};

describe('StudiedTest page', () => {
  it('with none studied: the notice, the link to Study and the alert on start', async () => {
    const user = userEvent.setup();
    renderRoutes(db, '/studiedtest');
    expect(await screen.findByText('Bạn chưa học câu hỏi nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Học lý thuyết' })).toHaveAttribute('href', '/study');
    for (const n of [10, 15, 20, 25, 30]) {
      expect(screen.getByRole('button', { name: `${n} câu` })).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Bắt đầu thi' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bạn chưa học câu hỏi nào. Hãy vào phần Học lý thuyết để ôn tập trước!',
    );
  });

  it('disables counts above the studied count, warns under 30 and starts a studied exam', async () => {
    await study(17);
    const user = userEvent.setup();
    const { history } = renderRoutes(db, '/studiedtest');
    expect(await screen.findByText('Bạn đã học 17 câu hỏi')).toBeInTheDocument();
    expect(screen.getByText(/Bạn mới học 17 câu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '25 câu' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '20 câu' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '15 câu' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Bắt đầu thi' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bạn chỉ đã học 17 câu hỏi. Vui lòng chọn số câu hỏi nhỏ hơn hoặc bằng 17.',
    );

    await user.click(screen.getByRole('button', { name: '15 câu' }));
    expect(screen.getByText('Thời gian: 10 phút')).toBeInTheDocument();
    expect(screen.getByText('Điểm đậu: 12/15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu thi' }));
    await waitFor(() => expect(history.location.pathname).toBe('/test'));
    expect(history.location.search).toBe('?mode=studied&questions=15&time=10&pass=12');
  });

  it('back goes to Practice', async () => {
    renderRoutes(db, '/studiedtest');
    expect(await screen.findByRole('link', { name: 'Quay lại' })).toHaveAttribute(
      'href',
      '/practice',
    );
  });
});
