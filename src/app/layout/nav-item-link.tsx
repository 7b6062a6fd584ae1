import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { createPageUrl } from '../../lib/paths';
import type { NavItem } from '../nav-items';

/** One navigation entry of the sidebar or the bottom bar: icon and label, marked when current. */
export function NavItemLink({
  item,
  active,
  className,
  iconSize,
}: {
  item: NavItem;
  active: boolean;
  className: string | undefined;
  iconSize: number;
}) {
  return (
    <Link
      to={createPageUrl(item.page)}
      className={className}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <item.icon size={iconSize} stroke={1.6} aria-hidden />
      <span>{t(item.label)}</span>
    </Link>
  );
}
