import { Container, Stack } from '@mantine/core';
import { Hero } from './components/hero';
import { StatsRow } from './components/stats-row';
import { DailyChallengeSlot } from './components/daily-challenge-slot';
import { BigCards } from './components/big-cards';
import { FeatureCards } from './components/feature-cards';
import { ClosingCta } from './components/closing-cta';

export default function HomePage() {
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Hero />
        <StatsRow />
        <DailyChallengeSlot />
        <BigCards />
        <FeatureCards />
        <ClosingCta />
      </Stack>
    </Container>
  );
}
