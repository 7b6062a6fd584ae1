// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { installDomPolyfills, openSeededDb, renderStudy } from '/work/main/tests/study/render-study';
it('dbg', async () => {
  installDomPolyfills();
  const db = await openSeededDb();
  renderStudy(db);
  await new Promise((r) => setTimeout(r, 1500));
  console.log(document.body.textContent?.slice(0, 1500));
  console.log(screen.queryAllByRole('heading').map((h) => h.outerHTML.slice(0, 200)));
});
