// jsdom helpers for the exam UI tests: the browser APIs Mantine and recharts expect, the real
// providers with a data router (the Test page's leave guard needs one) and a signed-in learner
// taken from the device cache (the API is unreachable in jsdom, so the session falls back to it).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import { TOKEN_KEY } from '../../src/api/token';
import type { GplxDatabase } from '../../src/db/database';
import { saveProfile } from '../../src/db/profile-repository';
import PracticePage from '../../src/features/practice/practice-page';
import StudiedTestPage from '../../src/features/practice/studied-test-page';
import TestPage from '../../src/features/exam/test-page';
import ResultsPage from '../../src/features/results/results-page';
import TestResultPage from '../../src/features/results/test-result-page';

export { installBrowserStubs } from '../helpers/browser-stubs';

export function renderRoutes(db: GplxDatabase, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/test', element: <TestPage /> },
      { path: '/testresult', element: <TestResultPage /> },
      { path: '/practice', element: <PracticePage /> },
      { path: '/studiedtest', element: <StudiedTestPage /> },
      { path: '/results', element: <ResultsPage /> },
      { path: '/study', element: <p>study page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders db={db}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export async function signInFromCache(db: GplxDatabase): Promise<void> {
  localStorage.setItem(TOKEN_KEY, 'cached-token');
  await saveProfile(db, {
    userId: 'u-1',
    email: 'hocvien@example.com',
    fullName: 'Học viên',
    avatarUrl: null,
    role: 'user',
    exp: 0,
    level: 1,
    dailyStreak: 0,
    lastDailyCompleted: null,
    testsCompleted: 0,
    studiedQuestionsCount: 0,
  });
}
