import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';
import { startFakeProvider } from './llm-fake-provider';

const provider = await startFakeProvider();
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  provider.mode = 'ok';
});

const url = '/api/apps/gplx/integrations/llm';

describeEachDatabase(
  'LLM pass-through',
  (server) => {
    const post = (headers: Record<string, string>, payload: unknown) =>
      server().app.inject({ method: 'POST', url, headers, payload: payload as object });

    it('refuses anonymous and forged callers without calling the provider', async () => {
      const anonymous = await post({}, { prompt: 'Hi' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'unauthenticated' });
      const forged = await post({ authorization: 'Bearer abc.def.ghi' }, { prompt: 'Hi' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 'invalid-token' });
      expect(provider.requests).toHaveLength(0);
    });

    it('turns a prompt into messages, uses LLM_MODEL and the server key', async () => {
      const { headers } = await signInAs(server().app, 'llm-a@example.com');
      const response = await post(headers, { prompt: 'Biển P.102 là gì?', temperature: 0.2 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: expect.objectContaining({ id: 'chatcmpl-test', object: 'chat.completion' }),
      });
      expect(provider.requests).toHaveLength(1);
      const sent = provider.requests[0];
      expect(sent?.path).toBe('/v1/chat/completions');
      expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
      expect(sent?.body).toEqual({
        model: 'test-model',
        messages: [{ role: 'user', content: 'Biển P.102 là gì?' }],
        temperature: 0.2,
      });
    });

    it('forwards messages, a chosen model and max_tokens only', async () => {
      const { headers } = await signInAs(server().app, 'llm-b@example.com');
      const messages = [
        { role: 'system', content: 'Trả lời ngắn gọn.' },
        { role: 'user', content: 'Tốc độ tối đa trong khu dân cư?' },
      ];
      const response = await post(headers, {
        messages,
        model: 'other-model',
        max_tokens: 50,
        user_id: 'someone-else',
      });
      expect(response.statusCode).toBe(200);
      expect(provider.requests[0]?.body).toEqual({
        model: 'other-model',
        messages,
        max_tokens: 50,
      });
    });

    it('answers 502 llm-upstream-error when the provider fails, without its body', async () => {
      const { headers } = await signInAs(server().app, 'llm-c@example.com');
      provider.mode = 'error';
      const failed = await post(headers, { prompt: 'Hi' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ success: false, code: 'llm-upstream-error' });
      expect(failed.body).not.toContain('sk-leak');
      provider.mode = 'garbage';
      const garbage = await post(headers, { prompt: 'Hi' });
      expect(garbage.statusCode).toBe(502);
    });

    it('validates the body and limits it to 64 KB', async () => {
      const { headers } = await signInAs(server().app, 'llm-d@example.com');
      const empty = await post(headers, { temperature: 1 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'invalid-body' });
      const badRole = await post(headers, { messages: [{ role: 'tool', content: 'x' }] });
      expect(badRole.statusCode).toBe(400);
      const huge = await post(headers, { prompt: 'x'.repeat(70 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'body-too-large' });
      expect(provider.requests).toHaveLength(0);
    });

    it('limits each learner to 20 calls a minute, separately from other learners', async () => {
      const first = await signInAs(server().app, 'llm-e@example.com');
      const second = await signInAs(server().app, 'llm-f@example.com');
      for (let i = 0; i < 20; i += 1) {
        expect((await post(first.headers, { prompt: `Câu ${i}` })).statusCode).toBe(200);
      }
      const limited = await post(first.headers, { prompt: 'one more' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'rate-limited' });
      expect((await post(second.headers, { prompt: 'Hi' })).statusCode).toBe(200);
      expect(provider.requests).toHaveLength(21);
    });

    it('answers 404 for another app id', async () => {
      const { headers } = await signInAs(server().app, 'llm-g@example.com');
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/apps/other/integrations/llm',
        headers,
        payload: { prompt: 'Hi' },
      });
      expect(response.statusCode).toBe(404);
    });
  },
  { env: { LLM_BASE_URL: provider.url, LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'test-model' } },
);

describeEachDatabase('LLM without configuration', (server) => {
  it('answers 503 llm-not-configured to a signed-in learner', async () => {
    const { headers } = await signInAs(server().app, 'llm-h@example.com');
    const response = await server().app.inject({
      method: 'POST',
      url,
      headers,
      payload: { prompt: 'Hi' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'llm-not-configured' });
  });
});
