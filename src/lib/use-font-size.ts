/*
 * The learner's question font size (sm / md / lg), stored in Dexie settings. Screens put
 * `data-font-size={fontSize}` and the `gplx-scaled` class on the element that should follow it
 * (see src/app/global.css); text inside uses `fz="inherit"`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import {
  DEFAULT_SETTINGS,
  readSettings,
  writeSetting,
  type Settings,
} from '../db/settings-repository';
import { useDatabase } from './database-context';

export type FontSize = Settings['fontSize'];
export const FONT_SIZES: readonly FontSize[] = ['sm', 'md', 'lg'];

export function useFontSize(): { fontSize: FontSize; setFontSize: (size: FontSize) => void } {
  const db = useDatabase();
  const settings = useLiveQuery(() => readSettings(db), [db]);
  const setFontSize = useCallback(
    (size: FontSize) => void writeSetting(db, 'fontSize', size),
    [db],
  );
  return { fontSize: settings?.fontSize ?? DEFAULT_SETTINGS.fontSize, setFontSize };
}

/** Props for the element whose text follows the setting. */
export const fontSizeProps = (fontSize: FontSize) => ({
  'data-font-size': fontSize,
  className: 'gplx-scaled',
});
