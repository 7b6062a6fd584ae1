import { useCallback, useEffect, useState } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { indexToLetter, letterToIndex, visibleOptions } from '../../../domain/question';
import { useStudyActions } from '../../../lib/use-study-progress';
import { useWindowKeys } from './use-window-keys';

export const SELECT_ANSWER_EVENT = 'selectAnswer';
export type Feedback = 'correct' | 'wrong' | 'revealed' | null;

/**
 * SPEC §4 'Question card': a correct choice reveals and marks studied; a wrong one stays
 * unrevealed for a retry; choices on an empty or revealed option are ignored. Keys 1–4 and the
 * window event `selectAnswer` ({detail: {option: 'a'…'d'}}) choose like a click. The card is keyed
 * by question, so this state starts fresh for every question.
 */
export function useAnswer(question: QuestionRecord) {
  const actions = useStudyActions();
  const [chosen, setChosen] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const choose = useCallback(
    (index: number) => {
      if (revealed) return;
      if (!visibleOptions(question).some((o) => o.index === index)) return;
      if (index === chosen) return;
      const isCorrect = index === question.answer;
      setChosen(index);
      setFeedback(isCorrect ? 'correct' : 'wrong');
      if (isCorrect) setRevealed(true);
      void actions.answer(question.id, indexToLetter(index) ?? '', isCorrect);
    },
    [revealed, chosen, question, actions],
  );

  const toggleReveal = useCallback(() => {
    setRevealed(!revealed);
    setFeedback((was) => (revealed ? null : was === 'correct' ? was : 'revealed'));
  }, [revealed]);

  const reset = useCallback(() => {
    setChosen(null);
    setRevealed(false);
    setFeedback(null);
  }, []);

  useWindowKeys((key) => {
    if (!/^[1-4]$/.test(key)) return false;
    choose(Number(key));
    return true;
  });

  useEffect(() => {
    const onSelect = (event: Event) => {
      const option = (event as CustomEvent<{ option?: unknown } | null>).detail?.option;
      const index = typeof option === 'string' ? letterToIndex(option) : null;
      if (index !== null) choose(index);
    };
    window.addEventListener(SELECT_ANSWER_EVENT, onSelect);
    return () => window.removeEventListener(SELECT_ANSWER_EVENT, onSelect);
  }, [choose]);

  return { chosen, revealed, feedback, choose, toggleReveal, reset };
}
