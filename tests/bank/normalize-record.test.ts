// SPEC §3 reading rules applied to downloaded questions.
import { expect, it } from 'vitest';
import { normalizeRecord } from '../../src/lib/bank-sync/bank-sync';
import { visibleOptions, type QuestionRecord } from '../../src/domain/question';

it('takes the first item of arrays, trims, NFC-normalises and keeps empty options in place', () => {
  const decomposed = 'Xe ô tô'.normalize('NFD');
  const raw = {
    id: 'q1',
    number: 1,
    chapter: 1,
    critical: false,
    text: [` ${decomposed} `, 'bỏ qua'],
    options: ['Có.', ['Không.'], ''],
    answer: 1,
    explanation: ['Giải thích.'],
    imageHash: null,
    imageAlt: '',
    pools: [],
    poolCritical: [],
    updatedDate: '2026-01-01T00:00:00.000Z',
  } as unknown as QuestionRecord;
  const q = normalizeRecord(raw);
  expect(q.text).toBe('Xe ô tô'.normalize('NFC'));
  expect(q.options).toEqual(['Có.', 'Không.', '']);
  expect(q.explanation).toBe('Giải thích.');
  expect(visibleOptions(q).map((o) => o.letter)).toEqual(['a', 'b']);
});
