import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bankJsonSchema,
  toQuestionRecords,
  validateBank,
  type BankFile,
} from '../../src/domain/bank-format';

const smallBank = (): BankFile => ({
  format: 'gplx-bank/1',
  title: 'Ngân hàng nhỏ',
  version: 2,
  questions: [
    {
      number: 1,
      chapter: 1,
      critical: true,
      text: 'Ca\u0302u hỏi một',
      options: ['Có', 'Không'],
      answer: 1,
      explanation: 'Vì sao',
      image: null,
    },
    {
      number: 2,
      chapter: 5,
      critical: false,
      text: 'Biển này là gì?',
      options: ['Cấm', 'Nguy hiểm', 'Hiệu lệnh'],
      answer: 3,
      explanation: '',
      image: 'images/bien.png',
      imageAlt: 'Biển báo tròn',
    },
    {
      number: 3,
      chapter: 3,
      critical: false,
      text: 'Câu ba',
      options: ['A', 'B', 'C', 'D'],
      answer: 4,
      explanation: '',
      image: 'images/khac.png',
    },
  ],
  pools: { A1: [1, 2], B1: [1, 2, 3] },
  poolCritical: { B1: [3] },
});

const officialPath = path.resolve(process.cwd(), '../shared/bank/official-2025/bank.json');

type Mutation = (bank: BankFile) => void;

describe('validateBank', () => {
  it('accepts a small valid bank', () => {
    const result = validateBank(smallBank());
    expect(result.ok).toBe(true);
  });

  it.skipIf(!existsSync(officialPath))('accepts the official 2025 bank (600 questions)', () => {
    const result = validateBank(JSON.parse(readFileSync(officialPath, 'utf8')));
    if (!result.ok) expect(result.errors.slice(0, 5)).toEqual([]);
    expect(result.ok && result.bank.questions.length).toBe(600);
  });

  it.each<[string, Mutation, { question: number | null; field: string; text: string }]>([
    [
      'answer out of range',
      (b) => {
        b.questions[1]!.answer = 4;
      },
      { question: 2, field: 'answer', text: 'Câu 2, trường answer: đáp án phải nằm trong 1..3' },
    ],
    [
      'only one option',
      (b) => {
        b.questions[0]!.options = ['Có'];
      },
      { question: 1, field: 'options', text: 'Câu 1, trường options:' },
    ],
    [
      'blank option',
      (b) => {
        b.questions[2]!.options[1] = '  ';
      },
      { question: 3, field: 'options.1', text: 'Câu 3, trường options.1:' },
    ],
    [
      'duplicate number',
      (b) => {
        b.questions[2]!.number = 2;
      },
      { question: 2, field: 'number', text: 'Câu 2, trường number: số câu 2 bị trùng' },
    ],
    [
      'pool referencing an unknown number',
      (b) => {
        b.pools.A1 = [1, 2, 99];
      },
      { question: 99, field: 'pools.A1', text: 'Câu 99, trường pools.A1:' },
    ],
    [
      'critical number outside its pool',
      (b) => {
        b.poolCritical = { A1: [3] };
      },
      { question: 3, field: 'poolCritical.A1', text: 'Câu 3, trường poolCritical.A1:' },
    ],
    [
      'chapter 7',
      (b) => {
        Object.assign(b.questions[0]!, { chapter: 7 });
      },
      { question: 1, field: 'chapter', text: 'Câu 1, trường chapter:' },
    ],
    [
      'empty text',
      (b) => {
        b.questions[1]!.text = '';
      },
      { question: 2, field: 'text', text: 'Câu 2, trường text:' },
    ],
    [
      'absolute image path',
      (b) => {
        b.questions[1]!.image = 'https://example.com/x.png';
      },
      { question: 2, field: 'image', text: 'Câu 2, trường image:' },
    ],
    [
      'wrong format tag',
      (b) => {
        Object.assign(b, { format: 'gplx-bank/2' });
      },
      { question: null, field: 'format', text: 'Trường format:' },
    ],
  ])('rejects a bank with %s, naming question and field', (_name, mutate, expected) => {
    const bank = smallBank();
    mutate(bank);
    const result = validateBank(bank);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const error = result.errors.find((e) => e.field === expected.field);
    expect(error, JSON.stringify(result.errors)).toBeDefined();
    expect(error?.question).toBe(expected.question);
    expect(error?.message.startsWith(expected.text)).toBe(true);
  });

  it('names a question by position when its number is itself invalid', () => {
    const bank = smallBank();
    Object.assign(bank.questions[0]!, { number: 'x' });
    const result = validateBank(bank);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ question: null, field: 'number' });
    expect(result.errors[0]?.message).toContain('Câu thứ 1');
  });

  it.each([[null], [42], ['text'], [[]]])('rejects a non-object input %j', (input) => {
    const result = validateBank(input);
    expect(result.ok).toBe(false);
  });
});

describe('bankJsonSchema', () => {
  it('is a JSON Schema describing the question fields', () => {
    const schema = bankJsonSchema();
    expect(schema.$schema).toContain('json-schema.org');
    const text = JSON.stringify(schema);
    for (const field of ['format', 'questions', 'pools', 'answer', 'options', 'image']) {
      expect(text).toContain(`"${field}"`);
    }
  });
});

describe('toQuestionRecords', () => {
  const records = toQuestionRecords(smallBank(), { 'images/bien.png': 'sha-1' }, '2025-06-01');

  it('inverts pools onto each question and names the critical lists', () => {
    expect(records.map((r) => [r.id, r.pools, r.poolCritical])).toEqual([
      ['q1', ['A1', 'B1'], ['A1']],
      ['q2', ['A1', 'B1'], []],
      ['q3', ['B1'], ['B1']],
    ]);
  });

  it('normalises text to NFC and maps images to hashes', () => {
    expect(records[0]?.text).toBe('Câu hỏi một'.normalize('NFC'));
    expect(records[0]?.text).toBe(records[0]?.text.normalize('NFC'));
    expect(records[1]).toMatchObject({ imageHash: 'sha-1', imageAlt: 'Biển báo tròn' });
    expect(records[2]).toMatchObject({ imageHash: null, imageAlt: 'Hình minh họa câu 3' });
    expect(records[0]).toMatchObject({ imageHash: null, imageAlt: '', updatedDate: '2025-06-01' });
  });
});
