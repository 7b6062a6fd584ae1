import type { Page, Locator } from '@playwright/test';

/** The layout around every page: sidebar (desktop), bottom bar (phone), theme switch. */
export class AppShellPage {
  constructor(readonly page: Page) {}

  get bottomBar(): Locator {
    return this.page.getByTestId('bottom-bar');
  }

  get sidebar(): Locator {
    return this.page.getByTestId('sidebar');
  }

  darkModeSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Chế độ ban đêm' });
  }

  async colorScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }
}
