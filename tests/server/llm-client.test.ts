import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { invokeLlm } from '../../src/api/llm';
import { ApiClientError } from '../../src/api/errors';

// The client runs same-origin (ky prefixUrl '/'); give relative URLs an origin and answer from a stub.
beforeEach(() => {
  const NativeRequest = globalThis.Request;
  class OriginRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(
        typeof input === 'string' && input.startsWith('/') ? `http://app.test${input}` : input,
        init,
      );
    }
  }
  vi.stubGlobal('Request', OriginRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
};

it('posts to the pass-through and resolves to the provider JSON', async () => {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (input) => {
    const request = input as Request;
    seen.push({ url: request.url, method: request.method, body: await request.json() });
    return Response.json({ success: true, data: { choices: [{ message: { content: 'Chào' } }] } });
  });
  const data = await invokeLlm({ prompt: 'Xin chào' });
  expect(data).toEqual({ choices: [{ message: { content: 'Chào' } }] });
  expect(seen).toEqual([
    {
      url: 'http://app.test/api/apps/gplx/integrations/llm',
      method: 'POST',
      body: { prompt: 'Xin chào' },
    },
  ]);
});

it('uses the server message, or the SPEC §8 fallbacks', async () => {
  answer(
    { success: false, message: 'The language model is not configured', code: 'llm-not-configured' },
    503,
  );
  const configured = await failureOf(invokeLlm({ prompt: 'x' }));
  expect(configured).toMatchObject({
    message: 'The language model is not configured',
    status: 503,
    code: 'llm-not-configured',
  });
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('oops', { status: 502 }));
  const bare = await failureOf(invokeLlm({ prompt: 'x' }));
  expect(bare.message).toBe('Failed to invoke LLM');
  answer({ success: false });
  const unsuccessful = await failureOf(invokeLlm({ prompt: 'x' }));
  expect(unsuccessful.message).toBe('LLM API returned unsuccessful response');
});
