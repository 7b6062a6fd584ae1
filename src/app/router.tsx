/*
 * Routes of SPEC §2. Page names are matched case-insensitively from the last path segment, so
 * /Study, /study and /foo/STUDY all show Study; route modules load lazily.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation, UNSAFE_createBrowserHistory } from 'react-router';
import { pageFromPath, type PageName } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { createBlockingHistory } from '../lib/navigation/blocking-history';

const pages: Record<PageName, LazyExoticComponent<ComponentType>> = {
  Home: lazy(() => import('../features/home/home-page')),
  Study: lazy(() => import('../features/study/study-page')),
  Practice: lazy(() => import('../features/practice/practice-page')),
  Results: lazy(() => import('../features/results/results-page')),
  Profile: lazy(() => import('../features/profile/profile-page')),
  Leaderboard: lazy(() => import('../features/leaderboard/leaderboard-page')),
  Test: lazy(() => import('../features/exam/test-page')),
  TestResult: lazy(() => import('../features/results/test-result-page')),
  Admin: lazy(() => import('../features/admin/admin-page')),
  Simulation: lazy(() => import('../features/simulation/simulation-page')),
  StudiedTest: lazy(() => import('../features/practice/studied-test-page')),
};
const AuthCallbackPage = lazy(() => import('../features/auth/auth-callback-page'));
const NotFoundPage = lazy(() => import('../features/home/not-found-page'));

function PageSwitch() {
  const { pathname } = useLocation();
  const page = pageFromPath(pathname);
  const Page = page ? pages[page] : NotFoundPage;
  return <Page />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="*" element={<PageSwitch />} />
      </Route>
    </Routes>
  );
}

/** The browser's history, able to hold a navigation while an exam runs. */
export const createAppHistory = () =>
  createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
