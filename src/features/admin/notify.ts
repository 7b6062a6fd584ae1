/*
 * Admin toasts: top-right, 3 s, for success and for failure (SPEC only logs failures; we tell the
 * admin). Server error codes are shown in Vietnamese; validation messages come from the server.
 */
import { notifications } from '@mantine/notifications';
import { ApiClientError } from '../../api/errors';
import { admin } from '../../i18n/vi/admin';
import { t } from '../../i18n/t';

const TOAST = { position: 'top-right', autoClose: 3000 } as const;

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiClientError)) return t('admin.toast.failed');
  if (error.code === 'validation-failed' && error.message) return error.message;
  const known = (admin.codes as Record<string, string>)[error.code];
  return known ?? (error.message || t('admin.toast.failed'));
}

export const notifySuccess = (message: string) =>
  notifications.show({ ...TOAST, color: 'green', message });

export function notifyFailure(error: unknown) {
  console.warn('admin action failed', error);
  notifications.show({
    ...TOAST,
    color: 'red',
    title: t('admin.toast.failed'),
    message: errorMessage(error),
  });
}
