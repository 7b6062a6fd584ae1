import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AdminQuestion } from '../../../api/admin';
import { CHAPTERS } from '../../../domain/question';
import { t } from '../../../i18n/t';
import {
  ANSWER_LETTERS,
  POOL_CHOICES,
  validateQuestionForm,
  type AnswerLetter,
  type FormErrors,
  type QuestionFormValues,
} from '../question-form';
import { ImageField } from './image-field';

type Props = {
  initial: QuestionFormValues;
  original: AdminQuestion | null;
  onClose: () => void;
  onSave: (values: QuestionFormValues, original: AdminQuestion | null) => Promise<boolean>;
};

/** The add/edit dialog of SPEC §5; validates in Vietnamese before anything is sent. */
export function QuestionFormDialog({ initial, original, onClose, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (next: Partial<QuestionFormValues>) => setValues((v) => ({ ...v, ...next }));
  const setOption = (index: number, text: string) =>
    setValues((v) => {
      const options = [...v.options] as QuestionFormValues['options'];
      options[index] = text;
      return { ...v, options };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuestionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSave(values, original);
    setSaving(false);
    if (saved) onClose();
  };

  const title = original
    ? t('admin.form.editTitle', { n: original.question_number })
    : t('admin.form.addTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t('admin.form.number')}
              value={values.number}
              error={errors.number}
              inputMode="numeric"
              onChange={(e) => set({ number: e.currentTarget.value })}
            />
            <Select
              label={t('admin.form.chapter')}
              data={CHAPTERS.map((c) => ({
                value: String(c.id),
                label: t('admin.chapterOption', { n: c.id, name: c.short }),
              }))}
              value={values.chapter}
              error={errors.chapter}
              allowDeselect={false}
              onChange={(value) => set({ chapter: value ?? '' })}
            />
          </Group>
          <Textarea
            label={t('admin.form.question')}
            value={values.question}
            error={errors.question}
            autosize
            minRows={2}
            onChange={(e) => set({ question: e.currentTarget.value })}
          />
          {ANSWER_LETTERS.map((letter, i) => (
            <TextInput
              key={letter}
              label={t('admin.form.option', { letter })}
              value={values.options[i]}
              error={errors[`option${i}`]}
              onChange={(e) => setOption(i, e.currentTarget.value)}
            />
          ))}
          <Radio.Group
            label={t('admin.form.correct')}
            value={values.correct}
            error={errors.correct}
            onChange={(value) => set({ correct: value as AnswerLetter })}
          >
            <Group gap="md" mt={4}>
              {ANSWER_LETTERS.map((letter) => (
                <Radio key={letter} value={letter} label={letter} />
              ))}
            </Group>
          </Radio.Group>
          <Switch
            label={t('admin.form.critical')}
            checked={values.critical}
            onChange={(e) => set({ critical: e.currentTarget.checked })}
          />
          <Checkbox.Group
            label={t('admin.form.pools')}
            description={t('admin.form.poolsHint')}
            value={values.pools}
            onChange={(pools) => set({ pools })}
          >
            <SimpleGrid cols={3} mt={4}>
              {POOL_CHOICES.map((pool) => (
                <Checkbox key={pool} value={pool} label={pool} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={t('admin.form.explanation')}
            value={values.explanation}
            autosize
            minRows={2}
            onChange={(e) => set({ explanation: e.currentTarget.value })}
          />
          <ImageField
            url={values.imageUrl}
            alt={values.imageAlt}
            error={errors.imageUrl}
            onUrl={(imageUrl) => set({ imageUrl })}
            onAlt={(imageAlt) => set({ imageAlt })}
          />
          {Object.keys(errors).length > 0 ? (
            <Text c="red" size="sm" role="alert">
              {Object.values(errors)[0]}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('admin.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
