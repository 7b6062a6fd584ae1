// The `gplx-bank/1` import format as a zod 4 schema with Vietnamese messages, including the
// cross-checks (duplicate numbers, answer range, pool references), and its JSON Schema export.
// Error reporting with question numbers lives in bank-format.ts.

import { z } from 'zod';

export const BANK_FORMAT = 'gplx-bank/1';

const integer = (min: number) =>
  z
    .number({ error: 'phải là số nguyên' })
    .int({ error: 'phải là số nguyên' })
    .min(min, { error: `phải lớn hơn hoặc bằng ${min}` });

const nonBlank = (what: string) =>
  z
    .string({ error: `${what} phải là chuỗi ký tự` })
    .min(1, { error: `${what} không được để trống` })
    .refine((s) => s.trim() !== '', { error: `${what} không được để trống` });

/** A relative path inside the bank folder, e.g. "images/x.png": no scheme, no leading '/', no '..'. */
const isRelativePath = (path: string) =>
  path.trim() !== '' &&
  !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
  !path.startsWith('/') &&
  !path.includes('\\') &&
  !path.split('/').includes('..');

export const bankQuestionSchema = z
  .object({
    number: integer(1),
    chapter: z.literal([1, 2, 3, 4, 5, 6], { error: 'chương phải là số từ 1 đến 6' }),
    critical: z.boolean({ error: 'phải là true hoặc false' }),
    text: nonBlank('nội dung câu hỏi'),
    options: z
      .array(nonBlank('phương án'), { error: 'phải là danh sách phương án' })
      .min(2, { error: 'phải có từ 2 đến 4 phương án' })
      .max(4, { error: 'phải có từ 2 đến 4 phương án' }),
    answer: integer(1),
    explanation: z.string({ error: 'lời giải phải là chuỗi ký tự (có thể để trống)' }),
    image: z
      .string({ error: 'phải là đường dẫn ảnh hoặc null' })
      .refine(isRelativePath, { error: 'phải là đường dẫn tương đối, ví dụ "images/x.png"' })
      .nullable(),
    imageAlt: z.string({ error: 'phải là chuỗi ký tự' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.answer > q.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: `đáp án phải nằm trong 1..${q.options.length}`,
      });
    }
  });

const poolMap = z.record(
  z.string().min(1, { error: 'tên nhóm không được để trống' }),
  z.array(integer(1), { error: 'phải là danh sách số câu hỏi' }),
  { error: 'phải là bảng tên nhóm → danh sách số câu hỏi' },
);

const bankShape = z.object(
  {
    format: z.literal(BANK_FORMAT, { error: `phải là "${BANK_FORMAT}"` }),
    title: nonBlank('tiêu đề'),
    version: integer(0).optional(),
    source: z.string({ error: 'phải là chuỗi ký tự' }).optional(),
    questions: z
      .array(bankQuestionSchema, { error: 'phải là danh sách câu hỏi' })
      .min(1, { error: 'ngân hàng phải có ít nhất một câu hỏi' }),
    pools: poolMap,
    poolCritical: poolMap.optional(),
  },
  { error: 'tệp ngân hàng phải là một đối tượng JSON' },
);

type Ctx = z.core.$RefinementCtx;

const crossCheck = (bank: z.output<typeof bankShape>, ctx: Ctx) => {
  const numbers = new Set<number>();
  bank.questions.forEach((q, i) => {
    if (numbers.has(q.number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'number'],
        message: `số câu ${q.number} bị trùng`,
      });
    }
    numbers.add(q.number);
  });
  for (const [pool, list] of Object.entries(bank.pools)) {
    const seen = new Set<number>();
    list.forEach((n, j) => {
      const path = ['pools', pool, j];
      if (!numbers.has(n)) {
        ctx.addIssue({ code: 'custom', path, message: `không có câu hỏi số ${n} trong ngân hàng` });
      } else if (seen.has(n)) {
        ctx.addIssue({ code: 'custom', path, message: `câu ${n} lặp lại trong nhóm ${pool}` });
      }
      seen.add(n);
    });
  }
  for (const [pool, list] of Object.entries(bank.poolCritical ?? {})) {
    const members = bank.pools[pool];
    if (!members) {
      ctx.addIssue({
        code: 'custom',
        path: ['poolCritical', pool],
        message: `nhóm ${pool} không có trong pools`,
      });
      continue;
    }
    const inPool = new Set(members);
    list.forEach((n, j) => {
      if (!inPool.has(n)) {
        ctx.addIssue({
          code: 'custom',
          path: ['poolCritical', pool, j],
          message: `câu ${n} không thuộc nhóm ${pool}`,
        });
      }
    });
  }
};

export const bankSchema = bankShape.superRefine(crossCheck).meta({
  title: 'Ngân hàng câu hỏi Ôn thi GPLX (gplx-bank/1)',
  description:
    'Câu hỏi lý thuyết sát hạch lái xe: số câu, chương 1–6, điểm liệt, 2–4 phương án, đáp án (bắt đầu từ 1), lời giải, ảnh; pools: số câu của từng nhóm (A1, A, B1); poolCritical: danh sách câu điểm liệt của nhóm.',
});

export type BankFile = z.output<typeof bankSchema>;
export type BankQuestion = z.output<typeof bankQuestionSchema>;

/** JSON Schema (draft 2020-12) of the input format; cross-checks are not expressible there. */
export const bankJsonSchema = (): Record<string, unknown> =>
  z.toJSONSchema(bankSchema, { io: 'input' });
