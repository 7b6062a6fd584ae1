// Test helpers for the study screens: jsdom polyfills Mantine needs, a handful of original
// questions (written for these tests, not from any bank) and a render inside AppProviders.
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { GplxDatabase } from '../../src/db/database';
import type { QuestionRecord } from '../../src/db/types';
import { signInFromCache } from '../helpers/cached-profile';
import StudyPage from '../../src/features/study/study-page';

export function installDomPolyfills(): void {
  // Two shared cores: IndexedDB live queries can take seconds to settle.
  configure({ asyncUtilTimeout: 15_000 });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  if (!('fonts' in document)) {
    const fonts = { addEventListener: () => {}, removeEventListener: () => {} };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }
  // No server in unit tests: every request fails like a network error.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in tests')));
}

const q = (
  number: number,
  chapter: QuestionRecord['chapter'],
  text: string,
  options: string[],
  answer: number,
  extra: Partial<QuestionRecord> = {},
): QuestionRecord => ({
  id: `q${number}`,
  number,
  chapter,
  critical: false,
  text,
  options,
  answer,
  explanation: '',
  imageHash: null,
  imageAlt: '',
  pools: ['A1', 'B1'],
  poolCritical: [],
  updatedDate: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** Six original questions: chapters 1, 2, 5 and 6, one critical, one with three options. */
export const SAMPLE_QUESTIONS: QuestionRecord[] = [
  q(
    1,
    1,
    'Người đi xe đạp có được chở quá một người lớn không?',
    ['Được', 'Không được', 'Chỉ ban ngày', 'Chỉ trong ngõ'],
    2,
    {
      explanation: 'Xe đạp chỉ được chở một người lớn.',
    },
  ),
  q(
    2,
    1,
    'Khi thấy đèn vàng nhấp nháy, người lái xe phải làm gì?',
    ['Dừng hẳn lại', 'Đi chậm và chú ý quan sát', 'Tăng tốc qua nhanh'],
    2,
  ),
  q(
    3,
    2,
    'Gặp người bị nạn trên đường, người lái xe nên làm gì trước tiên?',
    ['Đi tiếp', 'Báo cho người có trách nhiệm và giúp đỡ', 'Chụp ảnh', 'Bấm còi'],
    2,
    {
      critical: true,
      poolCritical: ['A1', 'B1'],
    },
  ),
  q(
    4,
    5,
    'Biển hình tròn viền đỏ nền trắng thường thuộc nhóm biển nào?',
    ['Biển cấm', 'Biển chỉ dẫn', 'Biển hiệu lệnh', 'Biển phụ'],
    1,
  ),
  q(
    5,
    6,
    'Xe nào được đi trước ở nơi giao nhau không có đèn tín hiệu?',
    ['Xe bên trái', 'Xe bên phải không vướng', 'Xe to hơn', 'Xe đến sau'],
    2,
  ),
  q(
    6,
    5,
    'Vạch kẻ đường màu vàng liền dùng để làm gì?',
    ['Phân chia hai chiều xe chạy', 'Chỗ đỗ xe', 'Làn xe buýt', 'Vạch cho người đi bộ'],
    1,
    {
      pools: ['B1'],
    },
  ),
];

export async function openSeededDb(): Promise<GplxDatabase> {
  const db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  await db.questions.bulkPut(SAMPLE_QUESTIONS);
  await db.bankMeta.put({
    key: 'bank',
    version: 1,
    title: 'test',
    questionCount: SAMPLE_QUESTIONS.length,
    imageCount: 0,
    imagesComplete: true,
    updatedDate: '2026-01-01T00:00:00.000Z',
    checkedAt: '2026-01-01T00:00:00.000Z',
  });
  return db;
}

/** A signed-in learner as the session sees one offline: a token plus the cached profile. */
export const signInOffline = (db: GplxDatabase) => signInFromCache(db, { userId: 'u1' });

export function renderStudy(db: GplxDatabase, url = '/study?category=B1') {
  const router = createMemoryRouter([{ path: '*', element: <StudyPage /> }], {
    initialEntries: [url],
  });
  const view = render(
    <AppProviders db={db}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Unmounts, lets in-flight live queries and writes finish, then drops the database. */
export async function settleAndDelete(db: GplxDatabase): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  cleanup();
  localStorage.clear();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await db.delete();
}
