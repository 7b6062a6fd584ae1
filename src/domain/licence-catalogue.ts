// The 15 licence classes of the 2024 Law on Road Traffic Order and Safety (Luật Trật tự, an toàn giao
// thông đường bộ 2024, Article 57) as data, and the three study banks (A1/A, B1, car) that cover them.
// Pool membership of each question decides which bank it belongs to.

import { type QuestionRecord } from './question';

export const LICENCE_CATEGORIES = [
  'A1',
  'A',
  'B1',
  'B',
  'C1',
  'C',
  'D1',
  'D2',
  'D',
  'BE',
  'C1E',
  'CE',
  'D1E',
  'D2E',
  'DE',
] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];
export type LicenceType = 'motorcycle' | 'car';
/** 'all' means every question of the bank. */
export type LicencePool = 'A1' | 'A' | 'B1' | 'all';

export type LicenceClass = {
  category: LicenceCategory;
  name: string;
  description: string;
  type: LicenceType;
  pool: LicencePool;
};

const TRAILER_750 = 'kéo rơ moóc có khối lượng toàn bộ theo thiết kế';

const car = (category: LicenceCategory, description: string): LicenceClass => ({
  category,
  name: `Hạng ${category}`,
  description,
  type: 'car',
  pool: 'all',
});

export const LICENCE_CLASSES: readonly LicenceClass[] = [
  {
    category: 'A1',
    name: 'Hạng A1',
    description:
      'Xe mô tô hai bánh có dung tích xi-lanh đến 125 cm³ hoặc công suất động cơ điện đến 11 kW.',
    type: 'motorcycle',
    pool: 'A1',
  },
  {
    category: 'A',
    name: 'Hạng A',
    description:
      'Xe mô tô hai bánh có dung tích xi-lanh trên 125 cm³ hoặc công suất động cơ điện trên 11 kW và các loại xe của hạng A1.',
    type: 'motorcycle',
    pool: 'A',
  },
  {
    category: 'B1',
    name: 'Hạng B1',
    description: 'Xe mô tô ba bánh và các loại xe của hạng A1.',
    type: 'motorcycle',
    pool: 'B1',
  },
  car(
    'B',
    `Xe ô tô chở người đến 08 chỗ (không kể chỗ của người lái xe); xe ô tô tải và ô tô chuyên dùng có khối lượng toàn bộ theo thiết kế đến 3.500 kg; các loại xe ô tô của hạng B ${TRAILER_750} đến 750 kg.`,
  ),
  car(
    'C1',
    `Xe ô tô tải và ô tô chuyên dùng có khối lượng toàn bộ theo thiết kế trên 3.500 kg đến 7.500 kg; xe ô tô tải của hạng C1 ${TRAILER_750} đến 750 kg; các loại xe của hạng B.`,
  ),
  car(
    'C',
    `Xe ô tô tải và ô tô chuyên dùng có khối lượng toàn bộ theo thiết kế trên 7.500 kg; xe ô tô tải của hạng C ${TRAILER_750} đến 750 kg; các loại xe của hạng B và C1.`,
  ),
  car(
    'D1',
    `Xe ô tô chở người trên 08 chỗ đến 16 chỗ (không kể chỗ của người lái xe); xe ô tô chở người của hạng D1 ${TRAILER_750} đến 750 kg; các loại xe của hạng B, C1, C.`,
  ),
  car(
    'D2',
    `Xe ô tô chở người (kể cả xe buýt) trên 16 chỗ đến 29 chỗ (không kể chỗ của người lái xe); xe ô tô chở người của hạng D2 ${TRAILER_750} đến 750 kg; các loại xe của hạng B, C1, C, D1.`,
  ),
  car(
    'D',
    `Xe ô tô chở người (kể cả xe buýt) trên 29 chỗ (không kể chỗ của người lái xe); xe ô tô chở người giường nằm; xe ô tô chở người của hạng D ${TRAILER_750} đến 750 kg; các loại xe của hạng B, C1, C, D1, D2.`,
  ),
  car('BE', `Các loại xe ô tô của hạng B ${TRAILER_750} trên 750 kg.`),
  car('C1E', `Các loại xe ô tô của hạng C1 ${TRAILER_750} trên 750 kg.`),
  car(
    'CE',
    `Các loại xe ô tô của hạng C ${TRAILER_750} trên 750 kg; xe ô tô đầu kéo kéo sơ mi rơ moóc.`,
  ),
  car('D1E', `Các loại xe ô tô của hạng D1 ${TRAILER_750} trên 750 kg.`),
  car('D2E', `Các loại xe ô tô của hạng D2 ${TRAILER_750} trên 750 kg.`),
  car('DE', `Các loại xe ô tô của hạng D ${TRAILER_750} trên 750 kg; xe ô tô chở khách nối toa.`),
];

export const isLicenceCategory = (value: unknown): value is LicenceCategory =>
  typeof value === 'string' && (LICENCE_CATEGORIES as readonly string[]).includes(value);

export const findLicence = (category: string): LicenceClass | undefined =>
  LICENCE_CLASSES.find((c) => c.category === category);

export type StudyBankId = 'A1' | 'B1' | 'car';

export type StudyBank = {
  id: StudyBankId;
  name: string;
  description: string;
  type: LicenceType;
  pool: LicencePool;
  categories: readonly LicenceCategory[];
};

export const STUDY_BANKS: readonly StudyBank[] = [
  {
    id: 'A1',
    name: 'Hạng A1, A',
    description: '250 câu hỏi dùng cho sát hạch giấy phép lái xe mô tô hạng A1 và A.',
    type: 'motorcycle',
    pool: 'A1',
    categories: ['A1', 'A'],
  },
  {
    id: 'B1',
    name: 'Hạng B1',
    description: '300 câu hỏi dùng cho sát hạch giấy phép lái xe mô tô ba bánh hạng B1.',
    type: 'motorcycle',
    pool: 'B1',
    categories: ['B1'],
  },
  {
    id: 'car',
    name: 'Ô tô (B, C1, C, D1, D2, D và các hạng E)',
    description: 'Toàn bộ 600 câu hỏi dùng cho sát hạch giấy phép lái xe ô tô.',
    type: 'car',
    pool: 'all',
    categories: ['B', 'C1', 'C', 'D1', 'D2', 'D', 'BE', 'C1E', 'CE', 'D1E', 'D2E', 'DE'],
  },
];

/** 'A' maps to the A1/A bank; any car class maps to 'car'. */
export const studyBankFor = (id: string): StudyBank | undefined =>
  STUDY_BANKS.find((bank) => bank.id === id || (bank.categories as readonly string[]).includes(id));

/** The questions of a study bank, sorted by number; pool membership decides. */
export const questionsInStudyBank = <Q extends Pick<QuestionRecord, 'number' | 'pools'>>(
  questions: readonly Q[],
  bankId: StudyBankId | 'A' | LicenceCategory,
): Q[] => {
  const bank = studyBankFor(bankId);
  if (!bank) return [];
  const inBank =
    bank.pool === 'all' ? [...questions] : questions.filter((q) => q.pools.includes(bank.pool));
  return inBank.sort((a, b) => a.number - b.number);
};
