// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AchievementPopup } from '../../src/features/achievements/components/achievement-popup';
import { announceAchievements, QUEUE_KEY, readQueue } from '../../src/lib/achievements/announcer';
import { installBrowserStubs } from './ui-helpers';

const a = (id: string, name: string, exp: number) => ({
  achievement_id: id,
  name,
  exp_reward: exp,
});

beforeAll(installBrowserStubs);
beforeEach(() => {
  sessionStorage.removeItem(QUEUE_KEY);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderPopup = () =>
  render(
    <MantineProvider>
      <AchievementPopup />
    </MantineProvider>,
  );

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('achievement popup', () => {
  it('shows the queue one at a time in order, with the remaining count, and auto-closes after 6 s', () => {
    renderPopup();
    act(() =>
      announceAchievements(
        [
          a('tap_ga', 'Tập Ga', 10),
          a('night_owl', 'Cú Đêm', 25),
          a('first_test', 'Bài thi đầu tiên', 20),
        ],
        false,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Tập Ga' })).toBeInTheDocument();
    expect(screen.getByText('+10 EXP')).toBeInTheDocument();
    expect(screen.getByText('Còn 2 thành tựu mới')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tuyệt vời!' }));
    advance(300);
    expect(screen.getByRole('heading', { name: 'Cú Đêm' })).toBeInTheDocument();
    expect(screen.getByText('Còn 1 thành tựu mới')).toBeInTheDocument();
    expect(readQueue().map((x) => x.achievement_id)).toEqual(['night_owl', 'first_test']);

    advance(5900);
    expect(screen.getByRole('heading', { name: 'Cú Đêm' })).toBeInTheDocument();
    advance(100);
    advance(300);
    expect(screen.getByRole('heading', { name: 'Bài thi đầu tiên' })).toBeInTheDocument();
    expect(screen.queryByText(/thành tựu mới$/)).not.toBeInTheDocument();

    advance(6000);
    advance(300);
    expect(screen.queryByRole('heading', { name: 'Bài thi đầu tiên' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('picks up a queue left in sessionStorage (survives a reload); ignores a malformed one', () => {
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify([a('lai_thang', 'Lái Thẳng', 25)]));
    const view = renderPopup();
    expect(screen.getByRole('heading', { name: 'Lái Thẳng' })).toBeInTheDocument();
    view.unmount();
    sessionStorage.setItem(QUEUE_KEY, '{not json');
    renderPopup();
    expect(screen.queryByRole('button', { name: 'Tuyệt vời!' })).not.toBeInTheDocument();
  });

  it('a study unlock also raises the top-center toast', async () => {
    vi.useRealTimers();
    render(
      <MantineProvider>
        <Notifications position="top-right" />
        <AchievementPopup />
      </MantineProvider>,
    );
    act(() => announceAchievements([a('tap_ga', 'Tập Ga', 10)], true));
    expect(await screen.findByText('🏆 Thành tựu mới: Tập Ga! (+10 EXP)')).toBeInTheDocument();
    const toast = screen.getByText('🏆 Thành tựu mới: Tập Ga! (+10 EXP)');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
  });
});
