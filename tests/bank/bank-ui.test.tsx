// @vitest-environment jsdom
// The global bank banner (progress texts, bar, "device full") and the bank hooks over a fresh Dexie.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../src/app/providers';
import { BankDownloadBanner } from '../../src/components/bank-download-banner';
import { GplxDatabase } from '../../src/db/database';
import { installBrowserStubs } from '../helpers/browser-stubs';
import { applyBankUpdate } from '../../src/db/bank-repository';
import { bankProgress, initialProgress } from '../../src/lib/bank-sync/bank-progress';
import { useBankStatus, useQuestionImageUrl, useQuestions } from '../../src/lib/use-bank';
import type { QuestionRecord } from '../../src/domain/question';

installBrowserStubs();

let db: GplxDatabase;
beforeEach(() => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  // The banner starts a sync: keep it pending so the test drives the progress store itself.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  bankProgress.set(initialProgress);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders db={db}>{children}</AppProviders>
);

const question = (n: number, extra: Partial<QuestionRecord> = {}): QuestionRecord => ({
  id: `q${n}`,
  number: n,
  chapter: 1,
  critical: false,
  text: `Câu ${n}?`,
  options: ['Có.', 'Không.'],
  answer: 1,
  explanation: '',
  imageHash: null,
  imageAlt: '',
  pools: ['B1'],
  poolCritical: [],
  updatedDate: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('BankDownloadBanner', () => {
  it('shows the questions percent, then images done/total, then hides', async () => {
    render(<BankDownloadBanner />, { wrapper });
    act(() => bankProgress.set({ phase: 'questions', percent: 40 }));
    expect(await screen.findByText('Đang tải bộ câu hỏi… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải bộ câu hỏi' })).toBeInTheDocument();
    act(() => bankProgress.set({ phase: 'images', done: 3, total: 10, percent: 30 }));
    expect(await screen.findByText('Đang tải hình ảnh… 3/10')).toBeInTheDocument();
    act(() => bankProgress.set({ phase: 'done', percent: 100 }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('says the device is full', async () => {
    render(<BankDownloadBanner />, { wrapper });
    act(() => bankProgress.set({ phase: 'error', error: 'quota' }));
    const message = 'Bộ nhớ thiết bị đã đầy. Hãy giải phóng dung lượng rồi thử lại.';
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(message))).toBe(true),
    );
  });
});

describe('bank hooks', () => {
  it('useQuestions filters by pool, chapter and critical; useBankStatus reports readiness', async () => {
    await applyBankUpdate(db, {
      questions: [
        question(2, { pools: ['A1', 'B1'], critical: true, poolCritical: ['B1'] }),
        question(1, { chapter: 5 }),
        question(3, { pools: [] }),
      ],
      deletedIds: [],
      replace: true,
      meta: {
        version: 1,
        title: 'Thử',
        imageCount: 0,
        imagesComplete: true,
        updatedDate: '2026-01-01T00:00:00.000Z',
        checkedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    const all = renderHook(() => useQuestions(undefined), { wrapper });
    await waitFor(() => expect(all.result.current?.map((q) => q.number)).toEqual([1, 2, 3]));
    const b1 = renderHook(() => useQuestions('B1'), { wrapper });
    await waitFor(() => expect(b1.result.current?.map((q) => q.number)).toEqual([1, 2]));
    const critical = renderHook(() => useQuestions({ pool: 'A1', critical: true }), { wrapper });
    await waitFor(() => expect(critical.result.current).toEqual([]));
    const chapter = renderHook(() => useQuestions({ chapter: 5 }), { wrapper });
    await waitFor(() => expect(chapter.result.current?.map((q) => q.number)).toEqual([1]));
    const status = renderHook(() => useBankStatus(), { wrapper });
    await waitFor(() => expect(status.result.current.ready).toBe(true));
    expect(status.result.current.meta).toMatchObject({ questionCount: 3, imagesComplete: true });
  });

  it('useQuestionImageUrl gives a blob: URL for a stored image and revokes it on unmount', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => {
      created.push(`blob:test/${created.length}`);
      return created.at(-1) as string;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    await db.images.put({
      hash: 'h1',
      blob: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      mime: 'image/svg+xml',
      size: 6,
    });
    const hook = renderHook(() => useQuestionImageUrl('h1'), { wrapper });
    await waitFor(() => expect(hook.result.current).toBe('blob:test/0'));
    hook.unmount();
    expect(revoked).toEqual(['blob:test/0']);
  });
});
