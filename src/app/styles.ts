/*
 * First-load styles: Mantine's base and the components of the app shell and Home, per component.
 * Everything else is in src/lib/page-styles.ts, loaded with the pages that need it.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/notifications/styles.css';
import './global.css';
