/*
 * Numbers shown to learners, in vi-VN. Apart from format.ts (which brings dayjs) so the first
 * screen can use them.
 */
const integerFormat = new Intl.NumberFormat('vi-VN');
const oneDecimalFormat = new Intl.NumberFormat('vi-VN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatNumber = (value: number) => integerFormat.format(value);
export const formatPercent = (value: number) => `${oneDecimalFormat.format(value)}%`;
