// Achievement evaluation (SPEC §4, §5): which definitions a progress snapshot newly unlocks (never one
// already unlocked, so EXP is awarded once) and how far a learner is towards each. The catalogue itself
// is data in achievement-definitions.ts, re-exported here.

import {
  ACHIEVEMENTS,
  type AchievementCondition,
  type AchievementDefinition,
} from './achievement-definitions';

export {
  ACHIEVEMENTS,
  findAchievement,
  type AchievementCategory,
  type AchievementCondition,
  type AchievementDefinition,
  type AchievementType,
} from './achievement-definitions';

export type LastTest = {
  /** round(correct/total×100); rounded again here in case a one-decimal value is passed. */
  percentage: number;
  passed: boolean;
  category: string;
  perfect: boolean;
};

export type ProgressSnapshot = {
  studiedCount: number;
  testsCompleted: number;
  /** Best test percentage so far (same rounding as LastTest.percentage). */
  bestPercentage: number;
  /** The test that was just finished, when evaluating after a test. */
  lastTest?: LastTest | undefined;
  dailyStreak: number;
  /** Vietnamese hour (0..23) of the study action being evaluated. */
  studyHour?: number | undefined;
};

export type AchievementProgress = {
  current: number;
  target: number;
  percentage: number;
  customText?: string;
};

/** SPEC §5: the percentage achievement conditions compare with, round(correct/total×100). */
export const testPercentage = (correct: number, total: number): number =>
  total > 0 ? Math.round((correct / total) * 100) : 0;

const bestScore = (s: ProgressSnapshot): number =>
  Math.round(Math.max(s.bestPercentage, s.lastTest?.percentage ?? 0));

type Part = { current: number; target: number; text: string };

const flag = (holds: boolean, text: string): Part => ({ current: holds ? 1 : 0, target: 1, text });

const parts = (c: AchievementCondition, s: ProgressSnapshot): Part[] => {
  const list: Part[] = [];
  if (c.studiedQuestions !== undefined) {
    const t = c.studiedQuestions;
    list.push({ current: s.studiedCount, target: t, text: `${s.studiedCount}/${t} câu đã học` });
  }
  if (c.testScore !== undefined) {
    const t = c.testScore;
    list.push({ current: bestScore(s), target: t, text: `Điểm cao nhất ${bestScore(s)}%/${t}%` });
  }
  if (c.testsCompleted !== undefined) {
    const t = c.testsCompleted;
    list.push({ current: s.testsCompleted, target: t, text: `${s.testsCompleted}/${t} bài thi` });
  }
  if (c.dailyStreak !== undefined) {
    const t = c.dailyStreak;
    list.push({ current: s.dailyStreak, target: t, text: `${s.dailyStreak}/${t} ngày liên tiếp` });
  }
  if (c.studyHours !== undefined) {
    const holds = s.studyHour !== undefined && c.studyHours.includes(s.studyHour);
    list.push(flag(holds, 'Ôn bài trong khung giờ này'));
  }
  if (c.testPassed) {
    list.push(flag(s.lastTest?.passed === true, 'Đậu một bài thi thử'));
  }
  if (c.perfectInCategory !== undefined) {
    const holds = s.lastTest?.perfect === true && s.lastTest.category === c.perfectInCategory;
    list.push(flag(holds, `Đạt 100% một bài thi hạng ${c.perfectInCategory}`));
  }
  return list;
};

const fraction = (p: Part) => (p.target > 0 ? Math.min(1, p.current / p.target) : 1);

export const conditionHolds = (condition: AchievementCondition, snapshot: ProgressSnapshot) => {
  const list = parts(condition, snapshot);
  return list.length > 0 && list.every((p) => p.current >= p.target);
};

/** Definitions whose condition holds now and that are not unlocked yet. */
export const evaluateAchievements = (
  snapshot: ProgressSnapshot,
  unlocked: ReadonlySet<string>,
  definitions: readonly AchievementDefinition[] = ACHIEVEMENTS,
): AchievementDefinition[] =>
  definitions.filter((d) => !unlocked.has(d.id) && conditionHolds(d.condition, snapshot));

/**
 * Progress towards one definition. Conditions about a single moment (a study hour, the test just
 * finished) read 0/1; the UI shows unlocked achievements as complete regardless.
 */
export const achievementProgress = (
  def: AchievementDefinition,
  snapshot: ProgressSnapshot,
): AchievementProgress => {
  const list = parts(def.condition, snapshot);
  const [only] = list;
  if (list.length === 1 && only) {
    const current = Math.min(only.current, only.target);
    const progress = { current, target: only.target, percentage: Math.floor(fraction(only) * 100) };
    const isCount =
      def.condition.studiedQuestions !== undefined || def.condition.testsCompleted !== undefined;
    if (isCount) return progress;
    return { ...progress, customText: def.condition.studyHours ? def.description : only.text };
  }
  const mean = list.reduce((sum, p) => sum + fraction(p), 0) / Math.max(1, list.length);
  return {
    current: list.filter((p) => p.current >= p.target).length,
    target: list.length,
    percentage: Math.floor(mean * 100),
    customText: list.map((p) => p.text).join(' · '),
  };
};
