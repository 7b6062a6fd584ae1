import {
  IconChartBar,
  IconHome,
  IconBook,
  IconClipboardCheck,
  IconUser,
  IconRoad,
  IconTrophy,
  IconSettings,
} from '@tabler/icons-react';
import type { MessageKey } from '../i18n/t';

export type NavItem = { page: string; label: MessageKey; icon: typeof IconHome };

export const bottomBarItems: NavItem[] = [
  { page: 'Home', label: 'nav.home', icon: IconHome },
  { page: 'Study', label: 'nav.study', icon: IconBook },
  { page: 'Practice', label: 'nav.practice', icon: IconClipboardCheck },
  { page: 'Profile', label: 'nav.profile', icon: IconUser },
];

export const sidebarItems: NavItem[] = [
  ...bottomBarItems.slice(0, 3),
  { page: 'Simulation', label: 'nav.simulation', icon: IconRoad },
  { page: 'Results', label: 'nav.results', icon: IconChartBar },
  { page: 'Leaderboard', label: 'nav.leaderboard', icon: IconTrophy },
  bottomBarItems[3] as NavItem,
];

export const adminItems: NavItem[] = [
  { page: 'Admin', label: 'nav.adminQuestions', icon: IconSettings },
];
