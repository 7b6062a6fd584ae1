// @vitest-environment jsdom
// The build's index.html: the prerendered first screen, the theme's variables and the boot script
// that loads the app's scripts.
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, renderThemeVariables } from '../../src/app/first-screen';
import { handOverScripts } from '../../scripts/prerender-first-screen';

describe('the prerendered first screen', () => {
  it('is Home in the shell, with nothing that loads lazily and no raw string keys', () => {
    const container = document.createElement('div');
    container.innerHTML = renderFirstScreen();
    expect(container.querySelector('h1')?.textContent).toBe('Ôn thi lý thuyết lái xe ô tô');
    expect(container.querySelector('[data-testid="stat-questions"]')?.textContent).toContain('…');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/', '/study', '/practice', '/profile']));
    expect(container.querySelector('[role="switch"]')).toBeNull();
    expect(container.textContent).not.toMatch(/\b(nav|home|common)\.[a-zA-Z]+/);
  });

  it("gives the theme's CSS variables: green primary, light and dark schemes", () => {
    const css = renderThemeVariables();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-green-filled)');
    expect(css).toContain('--mantine-color-green-6: #16a34a');
    // Light: white text on shade 7; dark: shade 4 with dark text (autoContrast).
    expect(css).toContain('--mantine-color-green-filled: var(--mantine-color-green-7)');
    expect(css).toContain('--mantine-color-green-filled: var(--mantine-color-green-4)');
    expect(css).toContain('--mantine-primary-color-contrast: var(--mantine-color-black)');
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
    expect(css).not.toContain('<');
  });
});

describe('handing the scripts to the boot script', () => {
  const built = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"></div><script data-entry="" data-preload="">boot()</script></body>`;

  it('moves the entry and its preloads into data attributes and keeps the stylesheet', () => {
    const html = handOverScripts(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      '<script data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/runtime-2.js">boot()</script>',
    );
  });

  it('refuses a page without an entry script or without the boot script', () => {
    expect(() => handOverScripts('<div id="root"></div>')).toThrow(/no entry script/);
    expect(() =>
      handOverScripts('<script type="module" crossorigin src="/assets/i.js"></script>'),
    ).toThrow(/boot script/);
  });
});
