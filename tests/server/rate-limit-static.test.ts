import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-server';

describeEachDatabase(
  'rate limits cover the API, not the app files',
  (server) => {
    it('answers 429 rate-limited past the limit on the API but never on app paths', async () => {
      const app = server().app;
      const api = [];
      for (let i = 0; i < 4; i += 1)
        api.push(await app.inject({ method: 'GET', url: '/api/health' }));
      expect(api.map((r) => r.statusCode)).toEqual([200, 200, 429, 429]);
      expect(api[3]?.json()).toMatchObject({ success: false, code: 'rate-limited' });
      for (let i = 0; i < 6; i += 1) {
        const page = await app.inject({ method: 'GET', url: `/assets/chunk-${i}.js` });
        expect(page.statusCode).not.toBe(429);
      }
    });
  },
  { env: { RATE_LIMIT_MAX: '2' } },
);
