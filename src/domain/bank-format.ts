// Validating an imported `gplx-bank/1` file: the zod schema's issues become BankErrors that name the
// question number and the field in Vietnamese ("Câu 12, trường answer: …"). Schema, JSON Schema and
// the conversion to QuestionRecords are re-exported from bank-schema.ts and bank-records.ts.

import { bankSchema, type BankFile } from './bank-schema';

export {
  BANK_FORMAT,
  bankJsonSchema,
  bankQuestionSchema,
  bankSchema,
  type BankFile,
  type BankQuestion,
} from './bank-schema';
export { toQuestionRecords } from './bank-records';

export type BankError = {
  /** The question number concerned, null for file-level errors. */
  question: number | null;
  /** Dotted path inside the question (e.g. 'answer', 'options.1') or the file (e.g. 'pools.A1'). */
  field: string;
  message: string;
};

export type BankValidation = { ok: true; bank: BankFile } | { ok: false; errors: BankError[] };

type Issue = { path: PropertyKey[]; message: string };

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

const numberAt = (input: unknown, index: number): unknown => {
  if (typeof input !== 'object' || input === null || !('questions' in input)) return undefined;
  const { questions } = input;
  if (!Array.isArray(questions)) return undefined;
  const q: unknown = questions[index];
  return typeof q === 'object' && q !== null && 'number' in q ? q.number : undefined;
};

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Record<PropertyKey, unknown>)[key];
  }, input);

const toBankError = (issue: Issue, input: unknown): BankError => {
  const [head, index, ...rest] = issue.path;
  if (head === 'questions' && typeof index === 'number') {
    const field = rest.map(String).join('.') || 'câu hỏi';
    const n = numberAt(input, index);
    const who = isNumber(n) ? `Câu ${n}` : `Câu thứ ${index + 1} trong danh sách`;
    return {
      question: isNumber(n) ? n : null,
      field,
      message: `${who}, trường ${field}: ${issue.message}`,
    };
  }
  const field = issue.path.map(String).join('.') || 'tệp';
  if ((head === 'pools' || head === 'poolCritical') && issue.path.length === 3) {
    const n = valueAt(input, issue.path);
    if (isNumber(n)) {
      const poolField = issue.path.slice(0, 2).map(String).join('.');
      return {
        question: n,
        field: poolField,
        message: `Câu ${n}, trường ${poolField}: ${issue.message}`,
      };
    }
  }
  return { question: null, field, message: `Trường ${field}: ${issue.message}` };
};

/** Parses and cross-checks a bank (cross-checks run once the structure is valid). */
export const validateBank = (input: unknown): BankValidation => {
  const result = bankSchema.safeParse(input);
  if (result.success) return { ok: true, bank: result.data };
  return { ok: false, errors: result.error.issues.map((issue) => toBankError(issue, input)) };
};
