// Question records as the app, the worker, the service worker and the server store them, plus the
// text helpers around them: option letters, first-item reading of legacy fields, NFC and search folding.
// Pure: no DOM, no Node APIs.

export const CHAPTERS = [
  { id: 1, name: 'Quy định chung và quy tắc giao thông đường bộ', short: 'Luật giao thông' },
  {
    id: 2,
    name: 'Văn hóa giao thông, đạo đức người lái xe, kỹ năng phòng cháy, chữa cháy và cứu hộ, cứu nạn',
    short: 'Văn hóa, đạo đức',
  },
  { id: 3, name: 'Kỹ thuật lái xe', short: 'Kỹ thuật lái xe' },
  { id: 4, name: 'Cấu tạo và sửa chữa', short: 'Cấu tạo, sửa chữa' },
  { id: 5, name: 'Hệ thống biển báo hiệu đường bộ', short: 'Biển báo' },
  {
    id: 6,
    name: 'Giải các thế sa hình và kỹ năng xử lý tình huống giao thông',
    short: 'Sa hình',
  },
] as const;

export type ChapterId = 1 | 2 | 3 | 4 | 5 | 6;
export type Chapter = (typeof CHAPTERS)[number];

export const isChapterId = (value: unknown): value is ChapterId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

export const findChapter = (id: ChapterId): Chapter => {
  const chapter = CHAPTERS.find((c) => c.id === id);
  if (!chapter) throw new RangeError(`Unknown chapter ${String(id)}`);
  return chapter;
};

export type QuestionRecord = {
  id: string;
  number: number;
  chapter: ChapterId;
  critical: boolean;
  text: string;
  options: string[];
  /** 1-based index into `options`. */
  answer: number;
  explanation: string;
  imageHash: string | null;
  imageAlt: string;
  /** Pool names the question belongs to, e.g. ['A1', 'A', 'B1']. */
  pools: string[];
  /** Pools whose critical list includes it (see toQuestionRecords). */
  poolCritical: string[];
  /** ISO date-time. */
  updatedDate: string;
};

export const questionIdFor = (number: number) => `q${number}`;

export const optionLetters = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof optionLetters)[number];

/** 'a'/'A' → 1 … 'd'/'D' → 4 (1-based like `answer`); anything else → null. */
export const letterToIndex = (letter: string): number | null => {
  const index = optionLetters.indexOf(letter.trim().toLowerCase() as OptionLetter);
  return index === -1 ? null : index + 1;
};

/** 1 → 'a' … 4 → 'd'; out of range → null. */
export const indexToLetter = (index: number): OptionLetter | null =>
  optionLetters[index - 1] ?? null;

export const normalizeText = (text: string): string => text.normalize('NFC');

/** SPEC §3: a field may arrive as a string or an array whose first item is used. */
export const firstText = (value: unknown): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return normalizeText(first.trim());
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  return '';
};

export type VisibleOption = { letter: OptionLetter; index: number; text: string };

/** Options that are shown: non-blank ones, each with its letter and 1-based index. */
export const visibleOptions = (q: Pick<QuestionRecord, 'options'>): VisibleOption[] => {
  const visible: VisibleOption[] = [];
  q.options.forEach((text, i) => {
    const letter = optionLetters[i];
    if (letter && text.trim() !== '') visible.push({ letter, index: i + 1, text });
  });
  return visible;
};

/** Lowercase, strip diacritics (NFD + combining marks, đ→d) and collapse spaces. */
export const foldForSearch = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A query of digits (optionally '#12' or 'câu 12') matches that question number exactly; otherwise
 * every folded word must occur in the folded text or options. A blank query matches everything.
 */
export const matchesSearch = (
  q: Pick<QuestionRecord, 'number' | 'text' | 'options'>,
  query: string,
): boolean => {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  const numberQuery = /^(?:#|cau\s?)?(\d+)$/.exec(folded);
  if (numberQuery) return q.number === Number(numberQuery[1]);
  const haystack = foldForSearch([q.text, ...q.options].join(' '));
  return folded.split(' ').every((word) => haystack.includes(word));
};
