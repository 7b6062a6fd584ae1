/*
 * The OpenAI-compatible provider behind POST /api/apps/:appId/integrations/llm: builds the chat
 * completion request from the learner's body (messages, or a prompt turned into one user message)
 * and calls `${LLM_BASE_URL}/chat/completions` with the server's key. The key is never logged or echoed.
 */
import { z } from 'zod';
import type { ServerConfig } from '../config.js';
import { ApiError } from '../http/errors.js';

export const LLM_TIMEOUT_MS = 30_000;
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

const message = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(32_000),
});

export const llmBody = z
  .object({
    model: z.string().min(1).max(128).optional(),
    messages: z.array(message).min(1).max(50).optional(),
    prompt: z.string().min(1).max(32_000).optional(),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().min(1).max(16_384).optional(),
  })
  .refine((body) => body.messages || body.prompt, 'messages or prompt required');

export type LlmBody = z.infer<typeof llmBody>;
type LlmConfig = NonNullable<ServerConfig['llm']>;

/** The provider request: model from the body or LLM_MODEL; only known fields are forwarded. */
export function providerRequest(config: LlmConfig, body: LlmBody) {
  return {
    model: body.model ?? config.model,
    messages: body.messages ?? [{ role: 'user' as const, content: body.prompt ?? '' }],
    ...(body.temperature === undefined ? {} : { temperature: body.temperature }),
    ...(body.max_tokens === undefined ? {} : { max_tokens: body.max_tokens }),
  };
}

const upstream = (message: string) => new ApiError(502, 'llm-upstream-error', message);

/** Calls the provider and returns its JSON; every provider failure is a 502 llm-upstream-error. */
export async function callProvider(
  fetchImpl: typeof fetch,
  config: LlmConfig,
  body: LlmBody,
): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(providerRequest(config, body)),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw upstream(
      timedOut ? 'The language model did not answer in time' : 'The language model is unreachable',
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw upstream(`The language model answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_RESPONSE_BYTES) throw upstream('The language model answer is too large');
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES) throw upstream('The language model answer is too large');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw upstream('The language model answered with invalid JSON');
  }
}
