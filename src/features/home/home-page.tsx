import { BigCards } from './components/big-cards';
import { ClosingCta } from './components/closing-cta';
import { DailyChallengeSlot } from './components/daily-challenge-slot';
import { FeatureCards } from './components/feature-cards';
import { Hero } from './components/hero';
import { StatsRow } from './components/stats-row';
import classes from './home.module.css';

export default function HomePage() {
  return (
    <div className={classes.page}>
      <Hero />
      <StatsRow />
      <DailyChallengeSlot />
      <BigCards />
      <FeatureCards />
      <ClosingCta />
    </div>
  );
}
