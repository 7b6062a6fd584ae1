// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionPager } from '../../src/features/admin/components/question-pager';
import { pageCount, pageWindow } from '../../src/features/admin/page-window';
import { installDomPolyfills } from '../study/render-study';

beforeAll(installDomPolyfills);

describe('page window', () => {
  it.each([
    [1, 9, [1, 2, 3, 4, 5]],
    [2, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });

  it('counts 20 per page', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20), pageCount(172, 20)]).toEqual([
      0, 1, 2, 9,
    ]);
  });
});

describe('pager', () => {
  it('is hidden with one page and moves between pages', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <QuestionPager page={1} pages={1} onPage={onPage} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
    rerender(
      <MantineProvider>
        <QuestionPager page={5} pages={9} onPage={onPage} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Trang 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Trang 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Trang cuối' }));
    await user.click(screen.getByRole('button', { name: 'Trang trước' }));
    await user.click(screen.getByRole('button', { name: 'Trang 7' }));
    expect(onPage.mock.calls.map((c) => c[0] as number)).toEqual([9, 4, 7]);
  });
});
