import { SegmentedControl } from '@mantine/core';
import { t } from '../i18n/t';
import { FONT_SIZES, useFontSize, type FontSize } from '../lib/use-font-size';

const labels: Record<FontSize, string> = {
  sm: t('reader.fontSm'),
  md: t('reader.fontMd'),
  lg: t('reader.fontLg'),
};

/** The three-way font-size switch shared by the study and exam screens. */
export function FontSizeControl() {
  const { fontSize, setFontSize } = useFontSize();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('reader.fontSize')}
      value={fontSize}
      onChange={(value) => setFontSize(FONT_SIZES.find((size) => size === value) ?? 'md')}
      data={FONT_SIZES.map((size) => ({ value: size, label: labels[size] }))}
    />
  );
}
