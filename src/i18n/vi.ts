/*
 * Every Vietnamese UI string, one typed tree. Each area keeps its strings in ./vi/<area>.ts;
 * add an area there and list it here. Keys are checked by t() at compile time.
 */
import { common } from './vi/common';
import { nav } from './vi/nav';
import { home, simulation, notFound, pageTitles } from './vi/pages';
import { auth } from './vi/auth';
import { achievements } from './vi/achievements';
import { profile } from './vi/profile';
import { leaderboard } from './vi/leaderboard';
import { study, reader } from './vi/study';
import { exam, practice, results, studiedTest } from './vi/exam';
import { pwa } from './vi/pwa';
import { bank } from './vi/bank';
import { sync } from './vi/sync';
import { admin, reports } from './vi/admin';

export const vi = {
  common,
  nav,
  home,
  simulation,
  notFound,
  pageTitles,
  auth,
  achievements,
  profile,
  leaderboard,
  study,
  reader,
  exam,
  practice,
  studiedTest,
  results,
  pwa,
  bank,
  sync,
  admin,
  reports,
} as const;

export type Messages = typeof vi;
