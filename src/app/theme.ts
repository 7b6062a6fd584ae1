import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';

// Our own greens (the app's #16a34a is shade 6): Mantine's are too light for white text at AA.
const green: MantineColorsTuple = [
  '#f0fdf4',
  '#dcfce7',
  '#bbf7d0',
  '#86efac',
  '#4ade80',
  '#22c55e',
  '#16a34a',
  '#15803d',
  '#166534',
  '#14532d',
];

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  // Light: white text on #15803d (5.0:1). Dark: a light green that takes dark text (autoContrast).
  primaryShade: { light: 7, dark: 4 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'gplx-color-scheme' });
