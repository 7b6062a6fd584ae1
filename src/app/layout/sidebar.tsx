import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { withMessages, t } from '../../i18n/t';
import { createPageUrl, pageFromPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { useMounted } from '../../lib/use-mounted';
import { adminItems, sidebarItems, type NavItem } from '../nav-items';
import classes from './sidebar.module.css';

// Sync status, greeting, theme and sign-in use Mantine inputs: they load after the first paint.
const SidebarAccount = lazy(withMessages(() => import('./sidebar-account')));

/** The sidebar's content; `open` says whether the phone drawer is open (it is always shown on desktop). */
export function Sidebar({ open }: { open: boolean }) {
  const session = useSession();
  const mounted = useMounted();
  // The account controls load once the sidebar can be seen: on desktop, or when the drawer opens.
  const desktop = useMediaQuery('(min-width: 48em)');
  const { pathname } = useLocation();
  const current = pageFromPath(pathname);
  const renderItem = (item: NavItem) => {
    const active = current === item.page;
    return (
      <Link
        key={item.page}
        to={createPageUrl(item.page)}
        className={classes.link}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        <item.icon size={20} stroke={1.6} aria-hidden />
        <span>{t(item.label)}</span>
      </Link>
    );
  };
  return (
    <>
      <nav aria-label={t('nav.mainNavigation')} className={classes.nav}>
        {sidebarItems.map(renderItem)}
        {session.isAdmin ? (
          <>
            <p className={classes.section}>{t('nav.admin')}</p>
            {adminItems.map(renderItem)}
          </>
        ) : null}
      </nav>
      {/* On phones the bottom bar overlays the open sidebar: keep its buttons above the bar. */}
      <div className={classes.account}>
        {mounted && (desktop || open) ? (
          <Suspense fallback={null}>
            <SidebarAccount />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
