/*
 * The public bank endpoints as plain fetch calls (no auth, no ky), with the base URL and fetch passed
 * in so tests can point them at a real server on loopback. Failures throw BankFetchError.
 */
import type { QuestionRecord } from '../../domain/question';

export type BankManifest = {
  version: number;
  title: string;
  questionCount: number;
  chapterCounts: Record<string, number>;
  poolCounts: Record<string, number>;
  images: { hash: string; mime: string; size: number }[];
  totalImageBytes: number;
};

export type BankChanges = { version: number; questions: QuestionRecord[]; deletedIds: string[] };

export type BankTransport = { baseUrl: string; fetch: typeof fetch };

export class BankFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BankFetchError';
  }
}

async function request(transport: BankTransport, path: string): Promise<Response> {
  let response: Response;
  try {
    response = await transport.fetch(`${transport.baseUrl}${path}`, {
      headers: { accept: path.includes('/images/') ? '*/*' : 'application/json' },
    });
  } catch (error) {
    throw new BankFetchError(0, `network error: ${(error as Error).message}`);
  }
  if (!response.ok) throw new BankFetchError(response.status, `${path} → ${response.status}`);
  return response;
}

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success?: boolean; data?: T };
  if (body.success !== true || body.data === undefined) {
    throw new BankFetchError(response.status, 'unexpected response');
  }
  return body.data;
}

export const fetchManifest = async (transport: BankTransport) =>
  data<BankManifest>(await request(transport, '/api/bank/manifest'));

export const fetchChanges = async (transport: BankTransport, since: number) =>
  data<BankChanges>(await request(transport, `/api/bank/questions?since=${since}`));

export async function fetchImage(
  transport: BankTransport,
  hash: string,
  mime: string,
): Promise<Blob> {
  const response = await request(transport, `/api/bank/images/${hash}`);
  const blob = await response.blob();
  return blob.type ? blob : new Blob([blob], { type: mime });
}
