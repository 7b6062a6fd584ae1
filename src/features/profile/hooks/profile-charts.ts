// Chart data for the profile: per-chapter mastery (% of the device's bank studied) and cumulative EXP
// by Vietnamese day from results, unlocks and daily completions (the same sources deriveUserStats uses).
import type { DailyCompletionRecord, TestResultRecord, UnlockRecord } from '../../../db/types';
import { findAchievement } from '../../../domain/achievement-definitions';
import { testExp } from '../../../domain/exp-levels';
import { CHAPTERS } from '../../../domain/question';
import { vnDayKey } from '../../../domain/vn-date';

export type MasteryPoint = { chapter: string; mastery: number };
export type ExpPoint = { day: string; exp: number };

export function masteryByChapter(
  questions: readonly { id: string; chapter: number }[],
  studied: ReadonlySet<string>,
): MasteryPoint[] {
  return CHAPTERS.map((c) => {
    const inChapter = questions.filter((q) => q.chapter === c.id);
    const done = inChapter.filter((q) => studied.has(q.id)).length;
    return {
      chapter: c.short,
      mastery: inChapter.length > 0 ? Math.round((done / inChapter.length) * 100) : 0,
    };
  });
}

const dayOf = (iso: string): string | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? vnDayKey(ms) : null;
};

/** 'YYYY-MM-DD' → 'DD/MM' for the axis. */
const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function expOverTime(
  results: readonly TestResultRecord[],
  unlocks: readonly UnlockRecord[],
  completions: readonly DailyCompletionRecord[],
): ExpPoint[] {
  const perDay = new Map<string, number>();
  const add = (iso: string, exp: number) => {
    const day = dayOf(iso);
    if (day) perDay.set(day, (perDay.get(day) ?? 0) + exp);
  };
  for (const r of results) {
    const perfect = r.totalQuestions > 0 && r.correctAnswers === r.totalQuestions;
    add(r.createdDate, testExp({ passed: r.passed, perfect, newAchievementRewards: [] }));
  }
  for (const u of unlocks) add(u.unlockedAt, findAchievement(u.achievementId)?.expReward ?? 0);
  for (const c of completions) add(c.completedAt, c.expReward);
  let total = 0;
  return [...perDay.keys()].sort().map((day) => {
    total += perDay.get(day) ?? 0;
    return { day: label(day), exp: total };
  });
}
