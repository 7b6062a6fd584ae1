import { expect, type Locator, type Page } from '@playwright/test';

/** The admin question manager (/admin). */
export class AdminPage {
  constructor(readonly page: Page) {}

  get count(): Locator {
    return this.page.getByTestId('admin-count');
  }

  card(number: number): Locator {
    return this.page.getByRole('listitem', { name: `Câu ${number}`, exact: true });
  }

  get cards(): Locator {
    return this.page.getByRole('listitem', { name: /^Câu \d+$/ });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Tìm kiếm' }).fill(text);
  }

  async select(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async kind(name: 'Tất cả' | 'Điểm liệt' | 'Thường'): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'Loại câu hỏi' })
      .getByText(name, { exact: true })
      .click();
  }

  async goToPage(name: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('button', { name })
      .click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(
      this.page.locator('.mantine-Notification-root', { hasText: text }).first(),
    ).toBeVisible();
  }

  /** Bearer token of the signed-in page, for direct API probes. */
  async token(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('getnocode_token_gplx'));
    if (!token) throw new Error('not signed in');
    return token;
  }
}
