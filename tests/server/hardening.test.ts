import { expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';

const notesUrl = '/api/apps/gplx/entities/StudyNote/data';
const json = { 'content-type': 'application/json' };

const expectPlainError = (body: string, code: string) => {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toMatchObject({ success: false, code });
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message', 'success']);
  expect(body).not.toMatch(/stack|\bat .+\.(ts|js):\d+/);
};

describeEachDatabase('hardening: bodies, CORS and bursts', (server) => {
  it('refuses a body over 1 MB with 413 body-too-large', async () => {
    const { headers } = await signInAs(server().app, 'big@example.com');
    const response = await server().app.inject({
      method: 'POST',
      url: notesUrl,
      headers: { ...headers, ...json },
      payload: JSON.stringify({ question_id: 'q1', note_text: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expectPlainError(response.body, 'body-too-large');
  });

  it('answers malformed JSON with 400 bad-request and no stack trace', async () => {
    const { headers } = await signInAs(server().app, 'malformed@example.com');
    for (const payload of ['{"question_id": "q1",', '{"a":1}}', 'nul', '{"__proto__": {"x": 1}}']) {
      const response = await server().app.inject({
        method: 'POST',
        url: notesUrl,
        headers: { ...headers, ...json },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expectPlainError(response.body, 'bad-request');
    }
  });

  it('refuses deeply nested JSON (depth 10,000) and keeps serving', async () => {
    const { headers } = await signInAs(server().app, 'deep@example.com');
    const arrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const inNote = `{"question_id":"q1","note_text":"x","extra":${objects}}`;
    for (const [url, payload] of [
      [notesUrl, arrays],
      [notesUrl, inNote],
      ['/api/apps/gplx/entities/StudyNote/bulk', `{"items":${arrays}}`],
      ['/secure/questions', `{"data":${objects},"checksum":"x"}`],
      ['/api/apps/gplx/integrations/llm', `{"messages":${arrays}}`],
    ] as const) {
      const response = await server().app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...json },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expectPlainError(response.body, 'bad-request');
    }
    const health = await server().app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('allows CORS for our own origin only', async () => {
    const evil = await server().app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server().app.inject({
      method: 'OPTIONS',
      url: notesUrl,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const own = await server().app.inject({
      url: '/api/health',
      headers: { origin: server().config.publicUrl },
    });
    expect(own.headers['access-control-allow-origin']).toBe(server().config.publicUrl);
  });

  it('lets a normal sync burst through the default limits', async () => {
    const { headers } = await signInAs(server().app, 'burst@example.com');
    const statuses = await Promise.all(
      Array.from({ length: 120 }, () =>
        server().app.inject({ url: '/api/apps/gplx/entities/StudyNote/data', headers }),
      ),
    );
    expect(statuses.filter((r) => r.statusCode === 429)).toHaveLength(0);
    const limit = statuses[0]?.headers['x-ratelimit-limit'];
    expect(Number(limit)).toBe(600);
  });
});

describeEachDatabase(
  'hardening: rate limits',
  (server) => {
    it('limits anonymous callers per IP, whatever token or forwarded-for they send', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await server().app.inject({
          url: '/api/health',
          remoteAddress: '127.0.0.1',
          headers: {
            authorization: `Bearer forged-${i}`,
            'x-forwarded-for': `203.0.113.${i}, 198.51.100.7`,
          },
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) expectPlainError(response.body, 'rate-limited');
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const otherIp = await server().app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(otherIp.statusCode).toBe(200);
    });
  },
  { env: { RATE_LIMIT_MAX: '5' } },
);

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const clock = { explode: false };

describeEachDatabase(
  'hardening: errors and logs',
  (server) => {
    it('answers an unexpected failure with a generic 500 and no stack', async () => {
      clock.explode = true;
      const response = await server().app.inject({
        method: 'POST',
        url: '/secure/questions',
        payload: { data: 'x', checksum: 'y' },
      });
      clock.explode = false;
      expect(response.statusCode).toBe(500);
      expectPlainError(response.body, 'internal-error');
      expect(response.body).not.toContain('clock exploded');
      expect(logLines.some((line) => line.includes('clock exploded'))).toBe(true);
    });

    it('logs request ids and never the authorization header', async () => {
      logLines.length = 0;
      const secret = 'Bearer super-secret-token-value';
      const response = await server().app.inject({
        url: '/api/health',
        headers: { authorization: secret, cookie: 'sid=cookie-secret', 'x-request-id': 'probe-1' },
      });
      expect(response.headers['x-request-id']).toBe('probe-1');
      server().app.log.info(
        { headers: { authorization: secret, cookie: 'sid=cookie-secret' } },
        'probe',
      );
      server().app.log.info({ req: { headers: { authorization: secret } } }, 'probe');
      const text = logLines.join('\n');
      expect(text).toContain('"reqId":"probe-1"');
      expect(text).toContain('[Redacted]');
      expect(text).not.toContain('super-secret-token-value');
      expect(text).not.toContain('cookie-secret');
    });
  },
  {
    deps: {
      logger: { level: 'info', stream: logSink },
      now: () => {
        if (clock.explode) throw new Error('clock exploded at /srv/secret/path.ts:12');
        return new Date();
      },
    },
  },
);
