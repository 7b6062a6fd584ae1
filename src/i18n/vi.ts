/*
 * Every Vietnamese UI string, one typed tree. Each area keeps its strings in ./vi/<area>.ts;
 * add an area there and list it here. Keys are checked by t() at compile time.
 */
import { common } from './vi/common';
import { nav } from './vi/nav';
import { home, simulation, notFound, pageTitles } from './vi/pages';
import { auth } from './vi/auth';

export const vi = {
  common,
  nav,
  home,
  simulation,
  notFound,
  pageTitles,
  auth,
} as const;

export type Messages = typeof vi;
