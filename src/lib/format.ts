/*
 * One place for dates and numbers shown to learners: vi-VN, dd/MM/yyyy HH:mm, weeks start Monday.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';

dayjs.locale('vi');

export const WEEK_STARTS_ON = 1;

export function formatDateTime(value: Date | string | number): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}

export function formatDate(value: Date | string | number): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

export { formatNumber, formatPercent } from './format-number';

/** mm:ss for the exam timer; hours fold into minutes. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** "5 phút 03 giây" style duration for result tiles. */
export function formatDuration(totalSeconds: number): string {
  const safe = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return minutes > 0
    ? `${minutes} phút ${String(seconds).padStart(2, '0')} giây`
    : `${seconds} giây`;
}
