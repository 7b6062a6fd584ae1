/*
 * Mantine's notification container, loaded after the first paint. Notifications shown before it
 * mounts wait in Mantine's store and appear when it does.
 */
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} />;
}
