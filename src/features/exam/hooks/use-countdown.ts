import { useEffect, useRef, useState } from 'react';
import type { ExamSessionRecord } from '../../../db/types';
import { remainingSeconds } from '../../../lib/exam-session';

/**
 * Seconds left, recomputed from startedAt and the clock every second (never a stored countdown, so
 * a reload or a sleeping tab stays right). Calls `onExpire` once when it reaches 0.
 */
export function useCountdown(
  session: Pick<ExamSessionRecord, 'startedAt' | 'allottedSeconds'>,
  running: boolean,
  onExpire: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const remaining = remainingSeconds(session, now);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && remaining <= 0 && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [running, remaining, onExpire]);

  return remaining;
}
