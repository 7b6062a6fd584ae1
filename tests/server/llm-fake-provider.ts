/*
 * A tiny OpenAI-compatible chat completions server on loopback, standing in for the third-party
 * language model provider in the LLM route tests. It records each request and answers per `mode`.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeProviderRequest = { path: string; headers: IncomingHttpHeaders; body: unknown };
export type FakeProvider = {
  url: string;
  requests: FakeProviderRequest[];
  /** 'ok' answers a completion; 'error' answers 500; 'garbage' answers non-JSON text. */
  mode: 'ok' | 'error' | 'garbage';
  close: () => Promise<void>;
};

export async function startFakeProvider(): Promise<FakeProvider> {
  const provider: FakeProvider = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      provider.requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      if (provider.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'provider exploded', key: 'sk-leak' } }));
        return;
      }
      if (provider.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('not json');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: 'Xin chào!' } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.url = `http://127.0.0.1:${port}/v1`;
  provider.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return provider;
}
