import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';
import { userAchievements, users } from '../../src/server/db/schema';
import { promoteAdmin } from '../../src/server/cli/admin-promote';

const put = (headers: Record<string, string>, payload: object) => ({
  method: 'PUT' as const,
  url: '/api/auth/me/gplx',
  headers,
  payload,
});

describeEachDatabase(
  'me, users and roles',
  (server) => {
    const userRow = async (id: string) =>
      (await server().db.select().from(users).where(eq(users.id, id)))[0];

    it('changes name, avatar and settings through PUT /me', async () => {
      const learner = await signInAs(server().app, 'hoa@example.com', 'Hoa');
      const settings = { fontSize: 'large', examDayMode: true, reminderHour: 20 };
      const response = await server().app.inject(
        put(learner.headers, {
          full_name: 'Trần Thị Hoa',
          avatar_url: 'https://cdn.example.com/a.png',
          settings,
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        full_name: 'Trần Thị Hoa',
        avatar_url: 'https://cdn.example.com/a.png',
        settings,
      });
      const files = await server().app.inject(
        put(learner.headers, { avatar_url: '/files/x.webp' }),
      );
      expect(files.json().data.avatar_url).toBe('/files/x.webp');
    });

    it('refuses role, exp, level and other fields in PUT /me and changes nothing', async () => {
      const learner = await signInAs(server().app, 'minh@example.com', 'Minh');
      const before = await userRow(learner.userId);
      const probes = [
        { role: 'admin' },
        { exp: 99999 },
        { level: 50 },
        { full_name: 'Hacker', role: 'admin' },
        { email: 'x@example.com' },
        { id: 'other' },
        { created_by_id: 'other' },
        { tests_completed: 3 },
      ];
      for (const probe of probes) {
        const response = await server().app.inject(put(learner.headers, probe));
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('field-not-allowed');
      }
      const invalid = [
        { full_name: '' },
        { full_name: 'x'.repeat(81) },
        { avatar_url: 'http://insecure.example/a.png' },
        { avatar_url: 'javascript:alert(1)' },
        { settings: { reminderHour: 24 } },
        { settings: { big: 'x'.repeat(200), ...bigSettings() } },
        { settings: [1, 2] },
      ];
      for (const probe of invalid) {
        const response = await server().app.inject(put(learner.headers, probe));
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('validation-error');
      }
      expect(await userRow(learner.userId)).toEqual(before);
    });

    it('shows non-admins only public fields of the users list', async () => {
      const learner = await signInAs(server().app, 'an@example.com', 'An');
      const other = await signInAs(server().app, 'binh@example.com', 'Bình');
      await server().db.update(users).set({ exp: 500, level: 4 }).where(eq(users.id, other.userId));
      for (const headers of [learner.headers, {}]) {
        const response = await server().app.inject({
          method: 'GET',
          url: '/api/auth/users/gplx?sort=-exp&limit=50',
          headers,
        });
        expect(response.statusCode).toBe(200);
        const list = response.json().data;
        expect(list[0]).toEqual({
          id: other.userId,
          full_name: 'Bình',
          avatar_url: null,
          level: 4,
          exp: 500,
        });
        for (const row of list) {
          expect(Object.keys(row).sort()).toEqual([
            'avatar_url',
            'exp',
            'full_name',
            'id',
            'level',
          ]);
        }
      }
      const admin = await signInAs(server().app, 'admin@example.com', 'Quản trị');
      const full = await server().app.inject({
        method: 'GET',
        url: '/api/auth/users/gplx?sort=full_name',
        headers: admin.headers,
      });
      expect(full.json().data.map((u: { email: string }) => u.email)).toEqual([
        'an@example.com',
        'binh@example.com',
        'admin@example.com',
      ]);
      expect(full.json().data[0]).toHaveProperty('role', 'user');
      for (const query of ['sort=role', 'sort=-email', 'limit=101', 'limit=0', 'limit=abc']) {
        const bad = await server().app.inject({
          method: 'GET',
          url: `/api/auth/users/gplx?${query}`,
        });
        expect(bad.statusCode).toBe(400);
        expect(['invalid-sort', 'invalid-limit']).toContain(bad.json().code);
      }
    });

    it('makes ADMIN_EMAILS admins at sign-in and never demotes a CLI-promoted admin', async () => {
      const admin = await signInAs(server().app, 'Admin@Example.com', 'Quản trị');
      const me = await server().app.inject({
        method: 'GET',
        url: '/api/auth/me/gplx',
        headers: admin.headers,
      });
      expect(me.json().data.role).toBe('admin');

      const learner = await signInAs(server().app, 'cuong@example.com', 'Cường');
      expect((await userRow(learner.userId))?.role).toBe('user');
      // The role comes from the database at every request, not from the token.
      expect(await promoteAdmin(server().db, 'CUONG@example.com')).toBe(1);
      const promoted = await server().app.inject({
        method: 'GET',
        url: '/api/auth/users/gplx',
        headers: learner.headers,
      });
      expect(promoted.json().data[0]).toHaveProperty('email');
      const again = await signInAs(server().app, 'cuong@example.com', 'Cường');
      expect(again.userId).toBe(learner.userId);
      expect((await userRow(learner.userId))?.role).toBe('admin');
      expect(await promoteAdmin(server().db, 'nobody@example.com')).toBe(0);
    });

    it('keeps the learner-edited name at the next sign-in and lists unlocked achievements', async () => {
      const learner = await signInAs(server().app, 'dung@example.com', 'Dũng');
      await server().app.inject(put(learner.headers, { full_name: 'Dũng Lê' }));
      await signInAs(server().app, 'dung@example.com', 'Tên khác');
      await server().db.insert(userAchievements).values({
        id: 'ua-1',
        user_id: learner.userId,
        achievement_id: 'first_test',
        unlocked_at: new Date(),
        created_by_id: learner.userId,
        created_by: 'dung@example.com',
      });
      const me = await server().app.inject({
        method: 'GET',
        url: '/api/auth/me/gplx',
        headers: learner.headers,
      });
      expect(me.json().data).toMatchObject({ full_name: 'Dũng Lê', achievements: ['first_test'] });
      expect(me.json().data).not.toHaveProperty('subject');
    });
  },
  { env: { ADMIN_EMAILS: 'admin@example.com' } },
);

function bigSettings(): Record<string, string> {
  return Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'y'.repeat(190)]));
}
