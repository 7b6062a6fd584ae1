// EXP for a finished test, the five levels by EXP and the profile title (SPEC §9). The same numbers are
// computed on the device and re-derived on the server (derive-stats.ts).

export const EXP_PER_TEST = 10;
export const EXP_PASS_BONUS = 50;
export const EXP_PERFECT_BONUS = 100;

export type TestExpInput = {
  passed: boolean;
  /** Every question answered correctly. */
  perfect: boolean;
  newAchievementRewards: readonly number[];
};

/** +10 per test, +50 if passed, +100 if all correct, plus each newly earned achievement's reward. */
export const testExp = ({ passed, perfect, newAchievementRewards }: TestExpInput): number =>
  EXP_PER_TEST +
  (passed ? EXP_PASS_BONUS : 0) +
  (perfect ? EXP_PERFECT_BONUS : 0) +
  newAchievementRewards.reduce((sum, n) => sum + n, 0);

export const LEVELS = [
  { level: 1, name: 'Học viên mới', minExp: 0 },
  { level: 2, name: 'Tập sự', minExp: 100 },
  { level: 3, name: 'Tay lái lụa', minExp: 500 },
  { level: 4, name: 'Chuyên gia', minExp: 1500 },
  { level: 5, name: 'Vua tốc độ', minExp: 5000 },
] as const;

export type LevelInfo = {
  level: number;
  name: string;
  minExp: number;
  /** null at the top level. */
  nextMinExp: number | null;
  /** Progress from this level to the next, 0..100 (100 at the top level). */
  progressPercent: number;
};

export const levelFor = (exp: number): LevelInfo => {
  const safeExp = Number.isFinite(exp) ? Math.max(0, exp) : 0;
  let index = 0;
  LEVELS.forEach((l, i) => {
    if (safeExp >= l.minExp) index = i;
  });
  const current = LEVELS[index] ?? LEVELS[0];
  const next = LEVELS[index + 1];
  const progressPercent = next
    ? Math.floor(((safeExp - current.minExp) / (next.minExp - current.minExp)) * 100)
    : 100;
  return {
    level: current.level,
    name: current.name,
    minExp: current.minExp,
    nextMinExp: next ? next.minExp : null,
    progressPercent,
  };
};

/** Highest first: the first unlocked id gives the title. */
export const PROFILE_TITLES = [
  { achievementId: 'tay_lai_vang', title: 'Tay Lái Vàng' },
  { achievementId: 'lai_lua', title: 'Lái Lụa' },
  { achievementId: 'lai_pho', title: 'Lái Phố' },
  { achievementId: 'qua_ai_sa_hinh', title: 'Qua Ải Sa Hình' },
  { achievementId: 'do_chuan_chi', title: 'Đỗ Chuẩn Chỉ' },
  { achievementId: 'phanh_than_toc', title: 'Phanh Thần Tốc' },
  { achievementId: 'queo_chuan', title: 'Quẹo Chuẩn' },
  { achievementId: 'vao_so_ngot', title: 'Vào Số Ngọt' },
  { achievementId: 'lai_thang', title: 'Lái Thẳng' },
  { achievementId: 'tap_ga', title: 'Tập Ga' },
] as const;

export const DEFAULT_PROFILE_TITLE = 'Lái mới';

export const profileTitle = (unlockedIds: Iterable<string>): string => {
  const unlocked = new Set(unlockedIds);
  return PROFILE_TITLES.find((t) => unlocked.has(t.achievementId))?.title ?? DEFAULT_PROFILE_TITLE;
};
