/*
 * The add/edit form of SPEC §5 as plain data: defaults (class B1, answer A), the values of an existing
 * question, Vietnamese validation (question, two options and no gaps, the correct answer on a filled
 * option, a URL or uploaded-file path for the image) and the entity body it saves.
 */
import type { AdminQuestion, QuestionBody } from '../../api/admin';
import { t } from '../../i18n/t';

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];
export const POOL_CHOICES = ['A1', 'A', 'B1'] as const;

export type QuestionFormValues = {
  number: string;
  question: string;
  options: [string, string, string, string];
  correct: AnswerLetter;
  chapter: string;
  critical: boolean;
  pools: string[];
  explanation: string;
  imageUrl: string;
  imageAlt: string;
};

export type FormErrors = Partial<Record<string, string>>;

export const defaultFormValues = (nextNumber: number): QuestionFormValues => ({
  number: String(nextNumber),
  question: '',
  options: ['', '', '', ''],
  correct: 'A',
  chapter: '1',
  critical: false,
  pools: ['B1'],
  explanation: '',
  imageUrl: '',
  imageAlt: '',
});

export const formValuesOf = (q: AdminQuestion): QuestionFormValues => ({
  number: String(q.question_number),
  question: q.question_text,
  options: [q.option_a, q.option_b, q.option_c, q.option_d],
  correct: (q.correct_answer.toUpperCase() as AnswerLetter) || 'A',
  chapter: String(q.chapter_id),
  critical: q.is_critical,
  pools: q.pools.filter((p) => (POOL_CHOICES as readonly string[]).includes(p)),
  explanation: q.explanation,
  imageUrl: q.image_url ?? '',
  imageAlt: q.image_alt ?? '',
});

/** An absolute http(s) URL, or a path to an uploaded file or a bank image on our server. */
export function isImageUrl(value: string): boolean {
  if (/^\/(files|api\/bank\/images)\/[\w-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateQuestionForm(values: QuestionFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.question.trim() === '') errors.question = t('admin.errors.questionRequired');
  else if (values.question.length > 5000) errors.question = t('admin.errors.tooLong');
  const filled = values.options.map((o) => o.trim() !== '');
  const lastFilled = filled.lastIndexOf(true);
  values.options.forEach((option, i) => {
    const letter = ANSWER_LETTERS[i] ?? 'A';
    if (i < 2 && !filled[i]) errors[`option${i}`] = t('admin.errors.optionRequired', { letter });
    else if (!filled[i] && i < lastFilled) {
      errors[`option${i}`] = t('admin.errors.optionGap', { letter });
    } else if (option.length > 2000) errors[`option${i}`] = t('admin.errors.tooLong');
  });
  if (!filled[ANSWER_LETTERS.indexOf(values.correct)]) {
    errors.correct = t('admin.errors.correctEmpty');
  }
  const number = Number(values.number);
  if (!/^\d+$/.test(values.number.trim()) || number < 1 || number > 100_000) {
    errors.number = t('admin.errors.numberInvalid');
  }
  if (!/^[1-6]$/.test(values.chapter)) errors.chapter = t('admin.errors.chapterRequired');
  const image = values.imageUrl.trim();
  if (image !== '' && !isImageUrl(image)) errors.imageUrl = t('admin.errors.imageUrlInvalid');
  return errors;
}

/**
 * The entity body. A critical question is critical in every chosen pool; when editing, the stored
 * per-pool critical lists are kept unless the critical flag or the pools change.
 */
export function questionBody(values: QuestionFormValues, original?: AdminQuestion): QuestionBody {
  const [a = '', b = '', c = '', d = ''] = values.options.map((o) => o.trim());
  const imageUrl = values.imageUrl.trim();
  return {
    question_number: Number(values.number),
    chapter_id: Number(values.chapter),
    is_critical: values.critical,
    question_text: values.question.trim(),
    option_a: a,
    option_b: b,
    option_c: c,
    option_d: d,
    correct_answer: values.correct.toLowerCase(),
    explanation: values.explanation.trim(),
    image_url: imageUrl === '' ? null : imageUrl,
    image_alt: imageUrl === '' ? null : values.imageAlt.trim() || null,
    pools: values.pools,
    ...(original &&
    original.is_critical === values.critical &&
    [...original.pools].sort().join() === [...values.pools].sort().join()
      ? {}
      : { pool_critical: values.critical ? values.pools : [] }),
  };
}
