// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
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

describe('Practice page', () => {
  it('filters classes, shows the summary and the structure, and links to the exam', async () => {
    const user = userEvent.setup();
    renderRoutes(db, '/practice');
    expect(await screen.findByRole('heading', { name: 'Thi thử GPLX' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Hạng / })).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'Thi câu đã học' })).toHaveAttribute(
      'href',
      '/studiedtest',
    );

    await user.click(screen.getByRole('tab', { name: 'Xe máy / Mô tô' }));
    expect(screen.getAllByRole('button', { name: /^Hạng / })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Ô tô' }));
    const b = screen.getByRole('button', { name: 'Hạng B' });
    expect(b).toHaveTextContent('27/30 để đậu');
    expect(b).toHaveTextContent('20 phút');

    await user.click(b);
    expect(screen.getAllByRole('link', { name: 'Bắt đầu thi Hạng B' })[0]).toHaveAttribute(
      'href',
      '/test?category=B&questions=30&time=20&pass=27',
    );
    await user.click(screen.getByRole('button', { name: 'Cấu trúc đề thi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cấu trúc đề thi - Hạng B' });
    expect(within(dialog).getByText('Câu điểm liệt')).toBeInTheDocument();
    expect(within(dialog).getAllByText('30 câu').length).toBeGreaterThan(0);
  });
});
