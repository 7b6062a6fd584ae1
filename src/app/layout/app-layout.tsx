/*
 * The shell around every page: header with the menu button, sidebar (a drawer on phones), main and
 * the bottom bar. Plain elements and a CSS module, not Mantine's AppShell, so the first load stays
 * small; pages use Mantine as usual.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { pageFromPath } from '../../lib/paths';
import { GlobalOverlays } from '../slots';
import { BottomBar } from './bottom-bar';
import { Sidebar } from './sidebar';
import classes from './app-layout.module.css';

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname, search } = useLocation();
  const onTest = pageFromPath(pathname) === 'Test';

  useEffect(() => {
    window.scrollTo(0, 0);
    closeMenu();
  }, [pathname, search, closeMenu]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  return (
    <>
      <a className="gplx-skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <header className={classes.header}>
        <button
          type="button"
          className={classes.burger}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="app-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden />
        </button>
        <Link to="/" className={classes.brand}>
          <img src="/icon.svg" alt="" width={28} height={28} />
          <h2 className={classes.brandTitle}>{t('common.appName')}</h2>
        </Link>
      </header>
      <aside
        id="app-sidebar"
        className={classes.sidebar}
        data-open={menuOpen || undefined}
        data-testid="sidebar"
      >
        <Sidebar open={menuOpen} />
      </aside>
      <main id="main-content" className={classes.main} data-on-test={onTest || undefined}>
        <Suspense
          fallback={
            <div className={classes.loader} role="status" aria-label={t('common.loading')}>
              <span />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <BottomBar />
      <GlobalOverlays />
    </>
  );
}
