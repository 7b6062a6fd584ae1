// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import {
  installDomPolyfills,
  openSeededDb,
  renderStudy,
  settleAndDelete,
  signInOffline,
} from './render-study';

let db: GplxDatabase;
beforeAll(installDomPolyfills);
afterEach(async () => {
  await settleAndDelete(db);
});

const heading = () => screen.findByRole('heading', { level: 2, name: /^Câu hỏi \d+$/ });

describe('notes and bookmarks', () => {
  it('are refused while anonymous, with the sign-in message, and nothing is written', async () => {
    db = await openSeededDb();
    renderStudy(db);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm ghi chú' }));
    expect(await screen.findByText('Bạn cần đăng nhập để lưu ghi chú!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu câu hỏi' }));
    expect(screen.getAllByText('Bạn cần đăng nhập để lưu ghi chú!').length).toBeGreaterThan(0);
    expect(await db.notes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves a trimmed note with its outbox entry, then edits it', async () => {
    db = await openSeededDb();
    await signInOffline(db);
    renderStudy(db);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm ghi chú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm ghi chú' });
    const box = screen.getByPlaceholderText('Nhập ghi chú cho câu hỏi này...');
    const save = screen.getByRole('button', { name: 'Lưu ghi chú' });
    expect(save).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(save).toBeDisabled();
    await userEvent.type(box, 'Nhớ: chỉ chở một người lớn  ');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Ghi chú đã được lưu thành công!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByTestId('note-text')).toHaveTextContent('Nhớ: chỉ chở một người lớn');

    const [note] = await db.notes.toArray();
    expect(note).toMatchObject({ questionId: 'q1', noteText: 'Nhớ: chỉ chở một người lớn' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      entity: 'StudyNote',
      op: 'upsert',
      recordId: note?.id,
      payload: {
        id: note?.id,
        question_id: 'q1',
        note_text: 'Nhớ: chỉ chở một người lớn',
        is_bookmarked: false,
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sửa ghi chú' }));
    await screen.findByRole('dialog', { name: 'Sửa ghi chú' });
    expect(screen.getByPlaceholderText('Nhập ghi chú cho câu hỏi này...')).toHaveValue(
      'Nhớ: chỉ chở một người lớn',
    );
  });

  it('bookmarks a question through the note record', async () => {
    db = await openSeededDb();
    await signInOffline(db);
    renderStudy(db);
    await heading();
    const bookmark = screen.getByRole('button', { name: 'Lưu câu hỏi' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    const [note] = await db.notes.toArray();
    expect(note).toMatchObject({ questionId: 'q1', isBookmarked: true, noteText: '' });
    expect((await db.outbox.toArray()).map((e) => e.payload.is_bookmarked)).toEqual([true]);
    await userEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
    const last = (await db.outbox.toArray()).at(-1);
    expect(last).toMatchObject({ op: 'delete', payload: { is_bookmarked: false } });
  });
});
