/*
 * Admin-only bank tools for the admin page: import a bank .zip (dry run → report without changes;
 * apply → importBank in one transaction), export the live bank as a .zip, and the audit log of one
 * question (who, when, which fields changed from what to what).
 */
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../app.js';
import { requireAdmin } from '../auth/current-user.js';
import { exportBank } from '../bank/bank-export.js';
import { importBank } from '../bank/bank-import.js';
import { queryRows } from '../db/client.js';
import { ApiError, ok } from '../http/errors.js';
import { makeTempDir, packFolder, removeDir, unpackBank } from '../uploads/bank-zip.js';

export const MAX_BANK_ZIP_BYTES = 100 * 1024 * 1024;
const AUDIT_IGNORED = new Set(['updated_date', 'created_date', 'deleted_date', 'chapter_name']);

type AuditRow = {
  id: string;
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_date: Date | string;
};

export type AuditChange = { field: string; before: unknown; after: unknown };

/** The fields whose values differ between two question snapshots. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((f) => !AUDIT_IGNORED.has(f))
    .filter((f) => JSON.stringify(before?.[f] ?? null) !== JSON.stringify(after?.[f] ?? null))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

export const adminBankRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_BANK_ZIP_BYTES, files: 1, fields: 5, parts: 10 },
  });

  app.post<{ Querystring: { mode?: string } }>(
    '/api/admin/bank/import',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = requireAdmin(request);
      const mode = request.query.mode === 'apply' ? 'apply' : 'dry-run';
      if (!request.isMultipart()) throw new ApiError(400, 'file-required', 'Cần chọn tệp .zip');
      let bytes: Uint8Array | undefined;
      try {
        const part = await request.file();
        if (part) bytes = new Uint8Array(await part.toBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, 'file-too-large', 'Tệp quá lớn (tối đa 100 MB)');
        }
        throw error;
      }
      if (!bytes || bytes.byteLength === 0) {
        throw new ApiError(400, 'file-required', 'Cần chọn tệp .zip');
      }
      const dir = await makeTempDir();
      try {
        const folder = await unpackBank(bytes, dir);
        const report = await importBank(deps.db, folder, {
          actor: user.email,
          now: deps.now,
          dryRun: mode === 'dry-run',
        });
        if (mode === 'apply' && report.errors.length > 0) {
          return reply.status(422).send({
            success: false,
            code: 'bank-invalid',
            message: `Ngân hàng có ${report.errors.length} lỗi, không có gì thay đổi`,
            data: report,
          });
        }
        return ok({ mode, ...report });
      } finally {
        await removeDir(dir);
      }
    },
  );

  app.get('/api/admin/bank/export', async (request, reply) => {
    requireAdmin(request);
    const dir = await makeTempDir();
    try {
      const report = await exportBank(deps.db, dir);
      const zip = await packFolder(dir);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="gplx-bank-v${report.version}.zip"`)
        .send(Buffer.from(zip));
    } finally {
      await removeDir(dir);
    }
  });

  app.get<{ Params: { id: string } }>('/api/admin/questions/:id/audit', async (request) => {
    requireAdmin(request);
    const { id } = request.params;
    if (!/^[\w-]{1,64}$/.test(id)) throw new ApiError(400, 'validation-failed', 'Mã câu hỏi sai');
    const found = await queryRows<AuditRow>(
      deps.db,
      sql`SELECT id, action, actor, before, after, created_date FROM question_audit WHERE question_id = ${id} ORDER BY created_date DESC, id DESC LIMIT 50`,
    );
    return ok(
      found.map((row) => ({
        id: row.id,
        action: row.action,
        actor: row.actor,
        created_date: new Date(row.created_date).toISOString(),
        changes: auditChanges(row.before, row.after),
      })),
    );
  });
};
