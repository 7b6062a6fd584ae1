import { expect, type Locator, type Page } from '@playwright/test';

/** The study screens: the category picker, the question panel (drawer on phones) and the card. */
export class StudyPage {
  constructor(
    readonly page: Page,
    readonly phone: boolean,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^Câu hỏi \d+$/ });
  }

  get position(): Locator {
    return this.page.getByTestId('study-position');
  }

  get feedback(): Locator {
    return this.page.getByTestId('question-card').getByRole('status');
  }

  option(letter: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${letter}\\. `) });
  }

  async start(bank: 'A1' | 'B1' | 'car'): Promise<void> {
    const names = { A1: 'Hạng A1, A', B1: 'Hạng B1', car: 'Ô tô' } as const;
    await this.page.getByRole('button', { name: `Bắt đầu học ${names[bank]}` }).click();
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  /** The panel 'Danh sách câu hỏi' (a bottom drawer on phones, opened here). */
  async panel(): Promise<Locator> {
    if (!this.phone) return this.page.getByRole('complementary', { name: 'Danh sách câu hỏi' });
    const drawer = this.page.getByRole('dialog', { name: 'Danh sách câu hỏi' });
    if (!(await drawer.isVisible())) {
      await this.page.getByRole('button', { name: 'Danh sách câu hỏi' }).click();
    }
    await expect(drawer).toBeVisible();
    return drawer;
  }

  async closePanel(): Promise<void> {
    if (!this.phone) return;
    const drawer = this.page.getByRole('dialog', { name: 'Danh sách câu hỏi' });
    if (await drawer.isVisible()) await this.page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  async quickFilter(name: string): Promise<void> {
    const panel = await this.panel();
    await panel.getByRole('group', { name: 'Lọc nhanh' }).getByRole('button', { name }).click();
  }

  async search(text: string): Promise<void> {
    const panel = await this.panel();
    await panel.getByRole('searchbox', { name: 'Tìm câu hỏi' }).fill(text);
  }

  async cell(number: number): Promise<Locator> {
    const panel = await this.panel();
    return panel
      .getByTestId('question-grid')
      .getByRole('button', { name: new RegExp(`^Câu ${number}(,|$)`) });
  }

  async expectQuestion(number: number): Promise<void> {
    await expect(this.heading).toHaveText(`Câu hỏi ${number}`);
  }
}
