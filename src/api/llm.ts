/*
 * Client of the language model pass-through (SPEC §7): POST /api/apps/{appId}/integrations/llm with an
 * OpenAI-compatible body; resolves to the provider's JSON (`data`). Errors use the SPEC §8 messages.
 */
import { ApiClientError } from './errors';
import { http, toClientError } from './http';
import { APP_ID } from './token';

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type LlmRequest = {
  messages?: LlmMessage[];
  prompt?: string;
  model?: string;
  temperature?: number;
  max_tokens?: number;
};

type Envelope<T> = { success?: boolean; data?: T; message?: string; error?: string; code?: string };

export async function invokeLlm<T = unknown>(request: LlmRequest): Promise<T> {
  let body: Envelope<T>;
  try {
    body = await http
      .post(`api/apps/${APP_ID}/integrations/llm`, { json: request })
      .json<Envelope<T>>();
  } catch (error) {
    const failure = await toClientError(error);
    if (failure.code === 'NETWORK_ERROR' || failure.code === 'UNKNOWN_ERROR') throw failure;
    const message = failure.message === 'Request failed' ? 'Failed to invoke LLM' : failure.message;
    throw new ApiClientError(message, failure.status, failure.code, failure.data);
  }
  if (body.success !== true || body.data === undefined) {
    throw new ApiClientError(
      body.message ?? body.error ?? 'LLM API returned unsuccessful response',
      500,
      body.code ?? 'API_ERROR',
    );
  }
  return body.data;
}
