import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { withMessages } from '../../../i18n/t';

// The card reads IndexedDB, so it loads after Home's first paint.
const DailyChallengeCard = lazy(withMessages(() => import('./daily-challenge-card')));

/** The daily-challenge card with today's progress; only signed-in learners see it (SPEC §2 Home). */
export function DailyChallengeSlot() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <DailyChallengeCard />
    </Suspense>
  );
}
