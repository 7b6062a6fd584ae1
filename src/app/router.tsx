/*
 * Routes of SPEC §2. Page names are matched case-insensitively from the last path segment, so
 * /Study, /study and /foo/STUDY all show Study; every page but Home loads lazily.
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes, useLocation, UNSAFE_createBrowserHistory } from 'react-router';
import HomePage from '../features/home/home-page';
import { pageFromPath, type PageName } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { createBlockingHistory } from '../lib/navigation/blocking-history';
import { withMessages } from '../i18n/t';

// Home is the first screen of most visits: it is part of the first load; every other page is lazy.
const pages: Record<PageName, ComponentType> = {
  Home: HomePage,
  Study: lazy(withMessages(() => import('../features/study/study-page'))),
  Practice: lazy(withMessages(() => import('../features/practice/practice-page'))),
  Results: lazy(withMessages(() => import('../features/results/results-page'))),
  Profile: lazy(withMessages(() => import('../features/profile/profile-page'))),
  Leaderboard: lazy(withMessages(() => import('../features/leaderboard/leaderboard-page'))),
  Test: lazy(withMessages(() => import('../features/exam/test-page'))),
  TestResult: lazy(withMessages(() => import('../features/results/test-result-page'))),
  Admin: lazy(withMessages(() => import('../features/admin/admin-page'))),
  Simulation: lazy(withMessages(() => import('../features/simulation/simulation-page'))),
  StudiedTest: lazy(withMessages(() => import('../features/practice/studied-test-page'))),
};
const AuthCallbackPage = lazy(withMessages(() => import('../features/auth/auth-callback-page')));
const NotFoundPage = lazy(withMessages(() => import('../features/home/not-found-page')));

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
