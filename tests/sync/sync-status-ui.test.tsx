// @vitest-environment jsdom
// The sync indicator and its details panel: state label, dead letters with the server's reason,
// 'Thử lại' puts the change back into the queue and 'Bỏ qua' drops it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '../../src/components/sync-status';
import { GplxDatabase } from '../../src/db/database';
import { signInFromCache } from '../helpers/cached-profile';
import { installBrowserStubs, renderWithApp } from '../achievements/ui-helpers';

const letter = (recordId: string, reason: string) => ({
  entry: {
    entity: 'StudyNote' as const,
    recordId,
    op: 'upsert' as const,
    payload: { id: recordId, question_id: '', note_text: 'x' },
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  status: 400,
  code: 'validation-failed',
  reason,
  failedAt: '2025-01-01T00:00:00.000Z',
});

describe('SyncStatus', () => {
  let db: GplxDatabase;
  beforeEach(async () => {
    installBrowserStubs();
    // Offline: the session falls back to the cached profile, the app stays signed in.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    db = new GplxDatabase(`test-${crypto.randomUUID()}`);
    await signInFromCache(db, { userId: 'u1', email: 'a@example.com', fullName: 'A' });
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows nothing to an anonymous learner', async () => {
    localStorage.clear();
    const { container } = renderWithApp(<SyncStatus />, db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-sync-state]')).toBeNull();
  });

  it('lists rejected changes with the reason; retry re-queues, discard drops', async () => {
    await db.deadLetters.bulkAdd([
      letter('a', 'Trường question_id không được để trống'),
      letter('b', 'Trường note_text dài tối đa 5000 ký tự'),
    ]);
    renderWithApp(<SyncStatus />, db);
    const indicator = await screen.findByRole('button', { name: 'Lỗi đồng bộ' });
    await userEvent.click(indicator);
    const panel = await screen.findByRole('dialog', { name: 'Đồng bộ dữ liệu' });
    expect(panel).toHaveTextContent('Thay đổi bị máy chủ từ chối');
    await waitFor(() =>
      expect(panel).toHaveTextContent('Lý do: Trường question_id không được để trống'),
    );
    const retry = await screen.findAllByRole('button', { name: 'Thử lại' });
    await userEvent.click(retry[0] as HTMLElement);
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Bỏ qua' }));
    await waitFor(async () => expect(await db.deadLetters.count()).toBe(0));
    expect(await screen.findByText('Không có thay đổi nào bị từ chối.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: '1 đang chờ' })).toBeInTheDocument();
  });
});
