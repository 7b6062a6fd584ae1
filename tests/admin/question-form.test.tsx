// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionFormDialog } from '../../src/features/admin/components/question-form-dialog';
import {
  defaultFormValues,
  questionBody,
  validateQuestionForm,
} from '../../src/features/admin/question-form';
import { installDomPolyfills } from '../study/render-study';

beforeAll(installDomPolyfills);

describe('question form rules', () => {
  it('defaults to class B1 and answer A', () => {
    expect(defaultFormValues(7)).toMatchObject({ number: '7', pools: ['B1'], correct: 'A' });
  });

  it.each([
    [{ question: ' ' }, 'question', 'Vui lòng nhập câu hỏi'],
    [{ options: ['x', '', '', ''] as const }, 'option1', 'Vui lòng nhập đáp án B'],
    [{ options: ['x', 'y', '', 'z'] as const }, 'option2', 'Không được bỏ trống đáp án C'],
    [{ correct: 'D' as const }, 'correct', 'Đáp án đúng phải là một đáp án đã nhập'],
    [{ imageUrl: 'khong-phai-url' }, 'imageUrl', 'Đường dẫn ảnh phải là URL hợp lệ'],
    [{ number: '0' }, 'number', 'Số câu phải là số nguyên dương'],
  ])('refuses %j', (change, field, message) => {
    const values = {
      ...defaultFormValues(1),
      question: 'Câu hỏi?',
      options: ['Một', 'Hai', '', ''] as [string, string, string, string],
      ...change,
    } as ReturnType<typeof defaultFormValues>;
    expect(validateQuestionForm(values)[field]).toContain(message);
  });

  it('accepts uploaded-file paths and URLs, and builds the entity body', () => {
    const values = {
      ...defaultFormValues(9),
      question: ' Câu hỏi? ',
      options: ['Một', 'Hai', 'Ba', ''] as [string, string, string, string],
      correct: 'C' as const,
      critical: true,
      imageUrl: `/files/${'a'.repeat(64)}`,
    };
    expect(validateQuestionForm(values)).toEqual({});
    expect(validateQuestionForm({ ...values, imageUrl: 'https://example.com/a.png' })).toEqual({});
    expect(questionBody(values)).toMatchObject({
      question_number: 9,
      question_text: 'Câu hỏi?',
      option_c: 'Ba',
      option_d: '',
      correct_answer: 'c',
      pools: ['B1'],
      pool_critical: ['B1'],
      image_url: `/files/${'a'.repeat(64)}`,
    });
  });
});

describe('question dialog', () => {
  it('shows Vietnamese messages and saves only a valid form', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve(true));
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <QuestionFormDialog
          initial={defaultFormValues(12)}
          original={null}
          onClose={onClose}
          onSave={onSave}
        />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thêm câu hỏi' });
    expect(within(dialog).getByRole('radio', { name: 'A' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'B1' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getAllByText('Vui lòng nhập câu hỏi').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Vui lòng nhập đáp án A')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Câu hỏi'), 'Biển nào cấm dừng xe?');
    await user.type(within(dialog).getByLabelText('Đáp án A'), 'Biển 1');
    await user.type(within(dialog).getByLabelText('Đáp án B'), 'Biển 2');
    await user.click(within(dialog).getByRole('radio', { name: 'B' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'A1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = (onSave.mock.calls[0] as unknown as [ReturnType<typeof defaultFormValues>])[0];
    expect(saved).toMatchObject({ correct: 'B', question: 'Biển nào cấm dừng xe?' });
    expect(saved.pools.sort()).toEqual(['A1', 'B1']);
    expect(onClose).toHaveBeenCalled();
  });
});
