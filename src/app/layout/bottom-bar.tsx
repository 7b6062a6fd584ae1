import { Box, Group, UnstyledButton, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { createPageUrl, pageFromPath } from '../../lib/paths';
import { bottomBarItems } from '../nav-items';
import { useHideOnScroll } from './use-hide-on-scroll';
import classes from './bottom-bar.module.css';

export const BOTTOM_BAR_HEIGHT = 64;

export function BottomBar() {
  const { pathname } = useLocation();
  const current = pageFromPath(pathname);
  const hidden = useHideOnScroll(100);
  if (current === 'Test') return null;
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainNavigation')}
      className={classes.bar}
      data-hidden={hidden || undefined}
      data-testid="bottom-bar"
      hiddenFrom="sm"
    >
      <Group grow gap={0} h={BOTTOM_BAR_HEIGHT}>
        {bottomBarItems.map((item) => {
          const active = current === item.page;
          return (
            <UnstyledButton
              key={item.page}
              component={Link}
              to={createPageUrl(item.page)}
              className={classes.item}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              <item.icon size={22} stroke={1.6} aria-hidden />
              <Text size="xs" fw={active ? 700 : 500}>
                {t(item.label)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
