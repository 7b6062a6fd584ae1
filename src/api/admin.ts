/*
 * The admin page's calls: Question filter/count/create/update/delete through the entity API, image
 * upload (XMLHttpRequest for upload progress), bank .zip import (dry run / apply) and export, the
 * audit log of a question, and the learners' reports (QuestionReport, admins read all).
 */
import { call, http, toClientError } from './http';
import { ApiClientError } from './errors';
import { APP_ID, readToken } from './token';

export const QUESTIONS_PER_PAGE = 20;
const base = `/api/apps/${APP_ID}/entities`;

export type AdminQuestion = {
  id: string;
  question_number: number;
  chapter_id: number;
  is_critical: boolean;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_answer: string;
  explanation: string;
  image_url: string | null;
  image_alt: string | null;
  pools: string[];
};

export type QuestionBody = Omit<AdminQuestion, 'id'> & { pool_critical?: string[] };
export type QuestionFilter = Record<string, unknown>;

export async function listQuestions(filter: QuestionFilter, page: number) {
  const q = JSON.stringify(filter);
  const [items, counted, all] = await Promise.all([
    call<AdminQuestion[]>(`${base}/Question/filter`, {
      searchParams: {
        q,
        sort: 'question_number',
        limit: QUESTIONS_PER_PAGE,
        offset: (page - 1) * QUESTIONS_PER_PAGE,
      },
    }),
    call<{ count: number }>(`${base}/Question/count`, { searchParams: { q } }),
    call<{ count: number }>(`${base}/Question/count`),
  ]);
  return { items, matching: counted.count, total: all.count };
}

/** The highest question number in use (0 for an empty bank). */
export async function highestQuestionNumber(): Promise<number> {
  const rows = await call<AdminQuestion[]>(`${base}/Question/filter`, {
    searchParams: { sort: '-question_number', limit: 1 },
  });
  return rows[0]?.question_number ?? 0;
}

export const createQuestion = (body: QuestionBody) =>
  call<AdminQuestion>(`${base}/Question/data`, { method: 'post', json: body });

export const updateQuestion = (id: string, body: QuestionBody) =>
  call<AdminQuestion>(`${base}/Question/update/${encodeURIComponent(id)}`, {
    method: 'put',
    json: body,
  });

export const deleteQuestion = (id: string) =>
  call<AdminQuestion>(`${base}/Question/delete/${encodeURIComponent(id)}`, { method: 'delete' });

export type UploadedFile = { file_url: string; id: string; size: number; mime: string };

/** POST /api/upload with progress in percent (fetch cannot report upload progress). */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiClientError('Network error - no response received', 0, 'NETWORK_ERROR'));
    xhr.onload = () => {
      let body: { success?: boolean; data?: UploadedFile; message?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress(100);
        resolve(body.data);
      } else {
        reject(
          new ApiClientError(
            body.message ?? 'Request failed',
            xhr.status,
            body.code ?? 'HTTP_ERROR',
          ),
        );
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export type BankError = { question: number | null; field: string; message: string };
export type ImportResult = {
  mode: 'dry-run' | 'apply';
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  version: number;
  errors: BankError[];
};

export function importBankZip(file: File, mode: 'dry-run' | 'apply') {
  const body = new FormData();
  body.append('file', file);
  return call<ImportResult>('/api/admin/bank/import', {
    method: 'post',
    searchParams: { mode },
    body,
    timeout: 300_000,
  });
}

/** The live bank as a .zip blob and its file name. */
export async function exportBankZip(): Promise<{ blob: Blob; name: string }> {
  try {
    const response = await http('api/admin/bank/export', { timeout: 300_000 });
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'gplx-bank.zip';
    return { blob: await response.blob(), name };
  } catch (error) {
    throw await toClientError(error);
  }
}

export type AuditEntry = {
  id: string;
  action: 'create' | 'update' | 'delete';
  actor: string | null;
  created_date: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

export const fetchAudit = (questionId: string) =>
  call<AuditEntry[]>(`/api/admin/questions/${encodeURIComponent(questionId)}/audit`);

export type AdminReport = {
  id: string;
  question_id: string;
  reason: string;
  note: string;
  status: string;
  reply: string | null;
  created_by: string;
  created_date: string;
};

export const listOpenReports = () =>
  call<AdminReport[]>(`${base}/QuestionReport/filter`, {
    searchParams: { q: JSON.stringify({ status: 'open' }), sort: 'created_date', limit: 200 },
  });

export const resolveReport = (id: string, reply: string) =>
  call<AdminReport>(`${base}/QuestionReport/update/${encodeURIComponent(id)}`, {
    method: 'put',
    json: { status: 'resolved', reply },
  });
