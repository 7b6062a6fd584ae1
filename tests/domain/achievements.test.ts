import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  achievementProgress,
  evaluateAchievements,
  findAchievement,
  testPercentage,
  type ProgressSnapshot,
} from '../../src/domain/achievements';

const base: ProgressSnapshot = {
  studiedCount: 0,
  testsCompleted: 0,
  bestPercentage: 0,
  dailyStreak: 0,
};

const ids = (snapshot: ProgressSnapshot, unlocked: Iterable<string> = []) =>
  evaluateAchievements(snapshot, new Set(unlocked)).map((a) => a.id);

const test = (percentage: number, passed: boolean, category = 'B1', perfect = false) => ({
  percentage,
  passed,
  category,
  perfect,
});

describe('achievement catalogue', () => {
  it('has the 15 SPEC achievements with unique ids and Vietnamese names', () => {
    expect(ACHIEVEMENTS).toHaveLength(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(15);
    expect(ACHIEVEMENTS.map((a) => [a.id, a.name, a.expReward])).toEqual([
      ['tap_ga', 'Tập Ga', 10],
      ['lai_thang', 'Lái Thẳng', 25],
      ['vao_so_ngot', 'Vào Số Ngọt', 40],
      ['queo_chuan', 'Quẹo Chuẩn', 60],
      ['lai_pho', 'Lái Phố', 120],
      ['phanh_than_toc', 'Phanh Thần Tốc', 75],
      ['do_chuan_chi', 'Đỗ Chuẩn Chỉ', 100],
      ['qua_ai_sa_hinh', 'Qua Ải Sa Hình', 150],
      ['lai_lua', 'Lái Lụa', 200],
      ['tay_lai_vang', 'Tay Lái Vàng', 500],
      ['night_owl', 'Cú Đêm', 25],
      ['early_bird', 'Chim Sớm', 25],
      ['first_test', 'Bài thi đầu tiên', 20],
      ['first_pass', 'Lần đậu đầu tiên', 50],
      ['perfect_b1', 'Hoàn hảo hạng B', 100],
    ]);
  });
});

describe('evaluateAchievements: every condition', () => {
  it.each<[string, Partial<ProgressSnapshot>, boolean]>([
    ['tap_ga', { studiedCount: 1 }, true],
    ['tap_ga', { studiedCount: 0 }, false],
    ['lai_thang', { studiedCount: 10 }, true],
    ['lai_thang', { studiedCount: 9 }, false],
    ['vao_so_ngot', { studiedCount: 25 }, true],
    ['vao_so_ngot', { studiedCount: 24 }, false],
    ['queo_chuan', { studiedCount: 50 }, true],
    ['queo_chuan', { studiedCount: 49 }, false],
    ['lai_pho', { studiedCount: 100 }, true],
    ['lai_pho', { studiedCount: 99 }, false],
    ['phanh_than_toc', { bestPercentage: 80 }, true],
    ['phanh_than_toc', { bestPercentage: 79.5 }, true],
    ['phanh_than_toc', { bestPercentage: 79.4 }, false],
    ['phanh_than_toc', { lastTest: test(84, true) }, true],
    ['do_chuan_chi', { bestPercentage: 90 }, true],
    ['do_chuan_chi', { bestPercentage: 89 }, false],
    ['qua_ai_sa_hinh', { bestPercentage: 96 }, true],
    ['qua_ai_sa_hinh', { bestPercentage: 94 }, false],
    ['lai_lua', { bestPercentage: 100 }, true],
    ['lai_lua', { bestPercentage: 99 }, false],
    ['tay_lai_vang', { studiedCount: 200, bestPercentage: 100, testsCompleted: 10 }, true],
    ['tay_lai_vang', { studiedCount: 199, bestPercentage: 100, testsCompleted: 10 }, false],
    ['tay_lai_vang', { studiedCount: 200, bestPercentage: 96, testsCompleted: 10 }, false],
    ['tay_lai_vang', { studiedCount: 200, bestPercentage: 100, testsCompleted: 9 }, false],
    ['night_owl', { studyHour: 22 }, true],
    ['night_owl', { studyHour: 23 }, true],
    ['night_owl', { studyHour: 0 }, true],
    ['night_owl', { studyHour: 6 }, true],
    ['night_owl', { studyHour: 7 }, false],
    ['night_owl', { studyHour: 21 }, false],
    ['night_owl', {}, false],
    ['early_bird', { studyHour: 5 }, true],
    ['early_bird', { studyHour: 8 }, true],
    ['early_bird', { studyHour: 4 }, false],
    ['early_bird', { studyHour: 9 }, false],
    ['first_test', { testsCompleted: 1 }, true],
    ['first_test', { testsCompleted: 0 }, false],
    ['first_pass', { testsCompleted: 1, lastTest: test(90, true) }, true],
    ['first_pass', { testsCompleted: 1, lastTest: test(96, false) }, false],
    ['perfect_b1', { lastTest: test(100, true, 'B', true) }, true],
    ['perfect_b1', { lastTest: test(100, true, 'B1', true) }, false],
    ['perfect_b1', { lastTest: test(97, true, 'B', false) }, false],
  ])('%s with %j → %s', (id, snapshot, unlocks) => {
    expect(ids({ ...base, ...snapshot }).includes(id)).toBe(unlocks);
  });

  it('both time achievements can be earned at 05:00–06:59', () => {
    expect(ids({ ...base, studyHour: 6 })).toEqual(['night_owl', 'early_bird']);
  });

  it('never returns an achievement already unlocked', () => {
    const snapshot = { ...base, studiedCount: 30 };
    expect(ids(snapshot)).toEqual(['tap_ga', 'lai_thang', 'vao_so_ngot']);
    expect(ids(snapshot, ['tap_ga', 'vao_so_ngot'])).toEqual(['lai_thang']);
    expect(ids(snapshot, ['tap_ga', 'lai_thang', 'vao_so_ngot'])).toEqual([]);
  });

  it.each([
    [20, 25, 80],
    [19, 25, 76],
    [24, 25, 96],
    [2, 3, 67],
    [0, 0, 0],
  ])('testPercentage(%i, %i) = %i', (correct, total, expected) => {
    expect(testPercentage(correct, total)).toBe(expected);
  });
});

describe('achievementProgress', () => {
  const def = (id: string) => findAchievement(id)!;

  it.each<
    [string, Partial<ProgressSnapshot>, { current: number; target: number; percentage: number }]
  >([
    ['lai_thang', { studiedCount: 4 }, { current: 4, target: 10, percentage: 40 }],
    ['lai_thang', { studiedCount: 40 }, { current: 10, target: 10, percentage: 100 }],
    ['do_chuan_chi', { bestPercentage: 45 }, { current: 45, target: 90, percentage: 50 }],
    ['first_test', {}, { current: 0, target: 1, percentage: 0 }],
    ['night_owl', { studyHour: 23 }, { current: 1, target: 1, percentage: 100 }],
  ])('%s with %j', (id, snapshot, expected) => {
    expect(achievementProgress(def(id), { ...base, ...snapshot })).toMatchObject(expected);
  });

  it('reports a special achievement part by part', () => {
    const progress = achievementProgress(def('tay_lai_vang'), {
      ...base,
      studiedCount: 100,
      bestPercentage: 100,
      testsCompleted: 5,
    });
    expect(progress).toMatchObject({ current: 1, target: 3, percentage: 66 });
    expect(progress.customText).toBe('100/200 câu đã học · Điểm cao nhất 100%/100% · 5/10 bài thi');
  });
});
