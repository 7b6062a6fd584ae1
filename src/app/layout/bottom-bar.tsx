import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { createPageUrl, pageFromPath } from '../../lib/paths';
import { bottomBarItems } from '../nav-items';
import { useHideOnScroll } from './use-hide-on-scroll';
import classes from './bottom-bar.module.css';

export function BottomBar() {
  const { pathname } = useLocation();
  const current = pageFromPath(pathname);
  const hidden = useHideOnScroll(100);
  if (current === 'Test') return null;
  return (
    <nav
      aria-label={t('nav.mainNavigation')}
      className={classes.bar}
      data-hidden={hidden || undefined}
      data-testid="bottom-bar"
    >
      {bottomBarItems.map((item) => {
        const active = current === item.page;
        return (
          <Link
            key={item.page}
            to={createPageUrl(item.page)}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <item.icon size={22} stroke={1.6} aria-hidden />
            <span>{t(item.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
