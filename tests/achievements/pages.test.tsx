// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { saveCachedBoard } from '../../src/db/leaderboard-repository';
import { saveUnlocks } from '../../src/db/achievements-repository';
import { findAchievement } from '../../src/domain/achievement-definitions';
import { DailyChallengeSlot } from '../../src/features/home/components/daily-challenge-slot';
import LeaderboardPage from '../../src/features/leaderboard/leaderboard-page';
import ProfilePage from '../../src/features/profile/profile-page';
import { freshDb } from './helpers';
import { apiUser, installBrowserStubs, renderWithApp, stubApi } from './ui-helpers';

const TOKEN_KEY = 'getnocode_token_gplx';
const WAIT = { timeout: 8000 };
let db: GplxDatabase;

beforeAll(installBrowserStubs);
beforeEach(() => {
  db = freshDb();
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await db.delete();
});

const board = [
  { id: 'u-9', full_name: 'Trần Thị Bình', avatar_url: null, level: 3, exp: 900 },
  { id: 'u-1', full_name: 'Nguyễn Văn An', avatar_url: null, level: 2, exp: 240 },
];

function signedIn(users: unknown = board) {
  localStorage.setItem(TOKEN_KEY, 'token');
  stubApi((url) => {
    if (url.pathname === '/api/auth/me/gplx') return { body: { success: true, data: apiUser() } };
    if (url.pathname === '/api/auth/users/gplx') return { body: { success: true, data: users } };
    return undefined;
  });
}

describe('profile', () => {
  it('anonymous: login prompt for the account, device level and badges, settings usable', async () => {
    stubApi(() => undefined);
    const tapGa = findAchievement('tap_ga');
    if (tapGa) await saveUnlocks(db, [tapGa]);
    renderWithApp(<ProfilePage />, db, '/profile');
    expect(await screen.findByTestId('login-prompt', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByTestId('profile-exp', {}, WAIT)).toHaveTextContent('10 EXP');
    expect(screen.getByTestId('profile-level')).toHaveTextContent('Cấp 1 · Học viên mới');
    expect(screen.getByTestId('badge-tap_ga')).toHaveAttribute('data-unlocked', 'true');
    const locked = screen.getByTestId('badge-lai_thang');
    expect(locked).toHaveAttribute('data-unlocked', 'false');
    expect(within(locked).getByText('0/10')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Chế độ ban đêm' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: /Chế độ ngày thi/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
  });

  it('signed in: the server EXP and level, initials avatar, stats and logout', async () => {
    signedIn();
    renderWithApp(<ProfilePage />, db, '/profile');
    expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('NA')).toBeInTheDocument();
    expect(screen.getByTestId('profile-exp')).toHaveTextContent('240 EXP');
    expect(screen.getByTestId('profile-level')).toHaveTextContent('Cấp 2 · Tập sự');
    expect(screen.getByTestId('stat-streak')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-prompt')).not.toBeInTheDocument();
  });
});

describe('leaderboard', () => {
  it('anonymous: the login prompt', async () => {
    stubApi(() => undefined);
    renderWithApp(<LeaderboardPage />, db, '/leaderboard');
    expect(await screen.findByTestId('login-prompt', {}, WAIT)).toBeInTheDocument();
  });

  it('signed in: ranks by EXP and highlights the learner', async () => {
    signedIn();
    renderWithApp(<LeaderboardPage />, db, '/leaderboard');
    const me = await screen.findByTestId('leaderboard-me', {}, WAIT);
    expect(within(me).getByText('2')).toBeInTheDocument();
    expect(within(me).getByText('Nguyễn Văn An')).toBeInTheDocument();
    expect(within(me).getByText('240')).toBeInTheDocument();
    expect(screen.getByText('Trần Thị Bình')).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-updated')).toHaveTextContent('Cập nhật lúc');
  });

  it('empty: Chức năng đang phát triển with the hint', async () => {
    signedIn([]);
    renderWithApp(<LeaderboardPage />, db, '/leaderboard');
    expect(await screen.findByText('Chức năng đang phát triển', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/làm bài thi thử và tích lũy EXP/)).toBeInTheDocument();
  });

  it('offline: the cached board with its time', async () => {
    await saveCachedBoard(db, board, new Date('2025-03-10T03:04:00Z'));
    signedIn();
    stubApi(() => undefined);
    await db.profile.put({
      key: 'me',
      userId: 'u-1',
      email: 'hocvien@example.com',
      fullName: 'Nguyễn Văn An',
      avatarUrl: null,
      role: 'user',
      exp: 240,
      level: 2,
      dailyStreak: 0,
      lastDailyCompleted: null,
      testsCompleted: 0,
      studiedQuestionsCount: 0,
      fetchedAt: new Date().toISOString(),
    });
    renderWithApp(<LeaderboardPage />, db, '/leaderboard');
    expect(await screen.findByText(/Đang ngoại tuyến/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-updated')).toHaveTextContent(
      /Cập nhật lúc \d\d\/03\/2025/,
    );
    expect(screen.getByTestId('leaderboard-me')).toBeInTheDocument();
  });
});

describe('home daily challenge card', () => {
  it('is hidden when anonymous and shows today’s challenge when signed in', async () => {
    stubApi(() => undefined);
    const view = renderWithApp(<DailyChallengeSlot />, db);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('daily-challenge')).not.toBeInTheDocument();
    view.unmount();
    signedIn();
    renderWithApp(<DailyChallengeSlot />, db);
    expect(await screen.findByText('Thử thách hôm nay', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('daily-progress')).toHaveTextContent(/^0\/(10|5|1)$/);
  });
});
