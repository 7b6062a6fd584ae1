/*
 * The exam rule of a licence class today (the rule set in force on the device's date), and the Test
 * page address that starts it.
 */
import dayjs from 'dayjs';
import { examRuleFor, ruleSetInForce, type ExamRule } from '../domain/rule-sets';
import { createPageUrl } from './paths';

export const todayIso = (now: Date = new Date()) => dayjs(now).format('YYYY-MM-DD');

export const currentExamRule = (category: string, now: Date = new Date()): ExamRule | undefined =>
  examRuleFor(category, ruleSetInForce(todayIso(now)));

type TestUrlInput = {
  category?: string;
  mode?: 'exam' | 'studied';
  questions: number;
  minutes: number;
  passMark: number;
};

/** `/test?category=…&questions=…&time=…&pass=…` (studied: `mode=studied` instead of a class). */
export function testPageUrl({
  category,
  mode,
  questions,
  minutes,
  passMark,
}: TestUrlInput): string {
  const params = new URLSearchParams();
  if (mode === 'studied') params.set('mode', 'studied');
  if (category) params.set('category', category);
  params.set('questions', String(questions));
  params.set('time', String(minutes));
  params.set('pass', String(passMark));
  return createPageUrl(`Test?${params.toString()}`);
}
