/*
 * Helpers for the secure API tests: a small bank of original questions written straight into the
 * questions table, and sealed requests built with the shared crypto helpers like the client does.
 */
import type { FastifyInstance } from 'fastify';
import { questions } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { requestHash, seal } from '../../src/domain/secure-crypto';

/** 40 questions: 1–25 in the A1/A/B1 pools, 26–30 B1 only, 31–40 car only; every 10th critical. */
export async function seedSecureBank(db: Db): Promise<void> {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const n = i + 1;
    const pools = n <= 25 ? ['A1', 'A', 'B1'] : n <= 30 ? ['B1'] : [];
    const critical = n % 10 === 0;
    return {
      id: `q${n}`,
      question_number: n,
      chapter_id: (i % 6) + 1,
      is_critical: critical,
      question_text: `Câu hỏi thử số ${n}: người lái xe phải làm gì?`,
      options: ['Dừng lại', 'Đi tiếp', 'Bấm còi', 'Giảm tốc độ'],
      correct_answer: (n % 4) + 1,
      explanation: `Giải thích câu ${n}`,
      pools,
      pool_critical: critical ? pools : [],
    };
  });
  await db.insert(questions).values(rows);
}

export const correctLetterOf = (id: string) => 'abcd'[Number(id.slice(1)) % 4] as string;

export type SecureCall = {
  url: string;
  payload: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Changes the body after sealing (tampering probes). */
  tamper?: (body: { data: string; checksum: string }) => void;
};

export function secureInject(app: FastifyInstance, call: SecureCall) {
  const body = seal(call.payload);
  call.tamper?.(body);
  const sessionKey = String(call.payload.sessionKey ?? '');
  const timestamp = Number(call.payload.timestamp);
  return app.inject({
    method: 'POST',
    url: call.url,
    headers: {
      'x-session-key': sessionKey,
      'x-timestamp': String(timestamp),
      'x-request-hash': requestHash(sessionKey, timestamp, body.checksum),
      ...call.headers,
    },
    payload: body,
  });
}
