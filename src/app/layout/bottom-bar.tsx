import { useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { pageFromPath } from '../../lib/paths';
import { bottomBarItems } from '../nav-items';
import { useHideOnScroll } from './use-hide-on-scroll';
import { NavItemLink } from './nav-item-link';
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
      {bottomBarItems.map((item) => (
        <NavItemLink
          key={item.page}
          item={item}
          active={current === item.page}
          className={classes.item}
          iconSize={22}
        />
      ))}
    </nav>
  );
}
