/*
 * Routes of SPEC §2 and the path helper: lowercases a page name, spaces become hyphens, a slash is
 * prefixed and any query string is kept. Page names are matched case-insensitively.
 */
export const PAGES = [
  'Home',
  'Study',
  'Practice',
  'Results',
  'Profile',
  'Leaderboard',
  'Test',
  'TestResult',
  'Admin',
  'Simulation',
  'StudiedTest',
] as const;
export type PageName = (typeof PAGES)[number];

export function createPageUrl(page: string): string {
  const [name = '', query] = splitOnce(page, '?');
  const path = `/${name.trim().toLowerCase().replace(/\s+/g, '-')}`;
  return query === undefined ? path : `${path}?${query}`;
}

/** The page a pathname shows: its last segment, case-insensitively; '/' is Home. */
export function pageFromPath(pathname: string): PageName | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined) return 'Home';
  const lower = decodeURIComponent(last).toLowerCase();
  return PAGES.find((page) => page.toLowerCase() === lower);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
