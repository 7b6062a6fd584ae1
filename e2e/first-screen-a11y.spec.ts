// The first screen (shell and Home) against WCAG 2 A and AA rules with axe, contrast included, in
// the light and the dark scheme.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test(`Home passes axe in the ${scheme} scheme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('gplx-color-scheme', value), scheme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByTestId('stat-questions')).not.toContainText('…');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const found = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
}
