// jsdom helpers for the exam UI tests: the browser APIs Mantine and recharts expect, the real
// providers with the app's blocking router (the Test page's leave guard needs one) and a signed-in learner
// taken from the device cache (the API is unreachable in jsdom, so the session falls back to it).
import { render } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { AppRouter } from '../../src/lib/navigation/app-router';
import { createBlockingHistory } from '../../src/lib/navigation/blocking-history';
import { AppProviders } from '../../src/app/providers';
import type { GplxDatabase } from '../../src/db/database';
import PracticePage from '../../src/features/practice/practice-page';
import StudiedTestPage from '../../src/features/practice/studied-test-page';
import TestPage from '../../src/features/exam/test-page';
import ResultsPage from '../../src/features/results/results-page';
import TestResultPage from '../../src/features/results/test-result-page';

export { installBrowserStubs } from '../helpers/browser-stubs';
export { signInFromCache } from '../helpers/cached-profile';

export function renderRoutes(db: GplxDatabase, path: string) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  );
  const view = render(
    <AppProviders db={db}>
      <AppRouter history={history}>
        <Routes>
          <Route path="/test" element={<TestPage />} />
          <Route path="/testresult" element={<TestResultPage />} />
          <Route path="/practice" element={<PracticePage />} />
          <Route path="/studiedtest" element={<StudiedTestPage />} />
          <Route path="/results" element={<ResultsPage />} />
          <Route path="/study" element={<p>study page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, history };
}
