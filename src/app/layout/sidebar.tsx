import { lazy } from 'react';
import { useLocation } from 'react-router';
import { withMessages, t } from '../../i18n/t';
import { pageFromPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { AfterMount } from '../../lib/after-mount';
import { adminItems, sidebarItems, type NavItem } from '../nav-items';
import { NavItemLink } from './nav-item-link';
import classes from './sidebar.module.css';

// Sync status, greeting, theme and sign-in use Mantine inputs: they load after the first paint.
const SidebarAccount = lazy(withMessages(() => import('./sidebar-account')));

/** The sidebar's content; `open` says whether the phone drawer is open (it is always shown on desktop). */
export function Sidebar({ open }: { open: boolean }) {
  const session = useSession();
  // The account controls load once the sidebar can be seen: on desktop, or when the drawer opens.
  const desktop = useMediaQuery('(min-width: 48em)');
  const { pathname } = useLocation();
  const current = pageFromPath(pathname);
  const renderItem = (item: NavItem) => (
    <NavItemLink
      key={item.page}
      item={item}
      active={current === item.page}
      className={classes.link}
      iconSize={20}
    />
  );
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
        {desktop || open ? (
          <AfterMount>
            <SidebarAccount />
          </AfterMount>
        ) : null}
      </div>
    </>
  );
}
