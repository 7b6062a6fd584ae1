import {
  IconArrowCurveRight,
  IconAward,
  IconBuildingCommunity,
  IconFileCheck,
  IconHandStop,
  IconManualGearbox,
  IconMapRoute,
  IconMoonStars,
  IconParking,
  IconRoad,
  IconRosetteDiscountCheck,
  IconSparkles,
  IconStar,
  IconSteeringWheel,
  IconSunrise,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  'steering-wheel': IconSteeringWheel,
  road: IconRoad,
  'manual-gearbox': IconManualGearbox,
  'arrow-curve-right': IconArrowCurveRight,
  'building-community': IconBuildingCommunity,
  'hand-stop': IconHandStop,
  parking: IconParking,
  'map-route': IconMapRoute,
  sparkles: IconSparkles,
  trophy: IconTrophy,
  'moon-stars': IconMoonStars,
  sunrise: IconSunrise,
  'file-check': IconFileCheck,
  'rosette-check': IconRosetteDiscountCheck,
  star: IconStar,
};

/** Our own icon for an achievement's icon key (achievement-definitions.ts). */
export function AchievementIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  const Component = ICONS[icon] ?? IconAward;
  return <Component size={size} stroke={1.6} aria-hidden />;
}

/** Display-only colours per achievement category (SPEC §9). */
export const CATEGORY_COLORS = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'violet',
  expert: 'orange',
  master: 'yellow',
} as const;
