import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-server';
import { splitStatements } from '../../src/server/db/migrate';

describeEachDatabase('health and the envelope', (server) => {
  it('answers GET /api/health with ok, appId and version', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, appId: 'gplx', version: expect.any(String) });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API route with the error envelope and a code', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      code: 'not-found',
    });
  });

  it('sends security headers with a CSP limited to our origin', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the client request id when it is well formed', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('migration splitting', () => {
  it('splits statements at line-ending semicolons and drops comments', () => {
    expect(splitStatements('-- a\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
});
