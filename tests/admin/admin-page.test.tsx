// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { GplxDatabase } from '../../src/db/database';
import AdminPage from '../../src/features/admin/admin-page';
import { installDomPolyfills } from '../study/render-study';

beforeAll(installDomPolyfills);

describe('admin page', () => {
  it('asks an anonymous visitor to sign in and says only admins may enter', async () => {
    localStorage.clear();
    const db = new GplxDatabase(`test-${crypto.randomUUID()}`);
    const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
      initialEntries: ['/admin'],
    });
    render(
      <AppProviders db={db}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Đăng nhập để truy cập Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chỉ quản trị viên mới được truy cập trang này.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm câu hỏi' })).toBeNull();
    db.close();
  });
});
