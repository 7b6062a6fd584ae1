// Calendar days and hours in Vietnam (Asia/Ho_Chi_Minh, UTC+7 all year, no DST), computed with plain
// arithmetic so the browser, the worker and the server agree without Intl time-zone data.
// Day keys are 'YYYY-MM-DD'.

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
export const VN_OFFSET_MS = 7 * MS_PER_HOUR;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Days since 1970-01-01 → civil date (Howard Hinnant's algorithm). */
const civilFromDays = (days: number): [number, number, number] => {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
};

const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
};

const keyFromDays = (days: number): string => {
  const [y, m, d] = civilFromDays(days);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
};

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isDayKey = (key: string): boolean => {
  const match = DAY_KEY.exec(key);
  if (!match) return false;
  return keyFromDays(daysFromCivil(Number(match[1]), Number(match[2]), Number(match[3]))) === key;
};

/** Days since 1970-01-01 for a day key; throws on a malformed key. */
export const dayNumber = (key: string): number => {
  const match = DAY_KEY.exec(key);
  if (!match || !isDayKey(key)) throw new RangeError(`Invalid day key: ${key}`);
  return daysFromCivil(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** The Vietnamese calendar day of an instant. */
export const vnDayKey = (epochMs: number): string =>
  keyFromDays(Math.floor((epochMs + VN_OFFSET_MS) / MS_PER_DAY));

/** The Vietnamese hour (0..23) of an instant. */
export const vnHour = (epochMs: number): number => {
  const msOfDay = (((epochMs + VN_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return Math.floor(msOfDay / MS_PER_HOUR);
};

export const addDays = (key: string, days: number): string => keyFromDays(dayNumber(key) + days);
export const previousDay = (key: string): string => addDays(key, -1);
export const nextDay = (key: string): string => addDays(key, 1);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
