import { Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light or dark, remembered by Mantine's colour scheme manager (the sidebar and Profile have one). */
export function DarkModeSwitch({ label }: { label: string }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Switch
      label={label}
      checked={computed === 'dark'}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
    />
  );
}
