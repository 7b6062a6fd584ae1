/*
 * Files of SPEC §7: POST /api/upload (one multipart `file`) and /api/upload/multiple (several), admins
 * only; images by their bytes (PNG, JPEG, WebP, GIF, safe SVG), ≤ 5 MB each; stored content-addressed
 * (src/server/uploads/storage.ts) and served forever-cacheable at GET /files/:hash.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { RouteDeps } from '../app.js';
import { requireAdmin, type AuthUser } from '../auth/current-user.js';
import { sha256 } from '../bank/image-files.js';
import { ApiError, ok } from '../http/errors.js';
import { sniffUpload } from '../uploads/sniff.js';
import { uploadStorageFor } from '../uploads/storage.js';
import { recordUpload, storeBankImage, uploadMime } from '../uploads/uploads-repository.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
const HASH = /^[0-9a-f]{64}$/;

export type UploadedFile = { file_url: string; id: string; size: number; mime: string };

const tooLarge = () => new ApiError(413, 'file-too-large', 'Tệp quá lớn (tối đa 5 MB mỗi tệp)');

async function readPart(part: MultipartFile): Promise<Uint8Array> {
  try {
    return new Uint8Array(await part.toBuffer());
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

export const uploadRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const storage = uploadStorageFor(deps.config.dataDir);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 5, parts: 20 },
  });

  const save = async (part: MultipartFile, user: AuthUser): Promise<UploadedFile> => {
    const bytes = await readPart(part);
    const mime = sniffUpload(bytes);
    if (!mime) {
      throw new ApiError(
        415,
        'unsupported-file-type',
        'Chỉ nhận ảnh PNG, JPEG, WebP, GIF hoặc SVG',
      );
    }
    const hash = sha256(bytes);
    try {
      await storeBankImage(deps.db, bytes, mime, hash);
    } catch {
      throw new ApiError(415, 'unsupported-file-type', 'Tệp ảnh bị hỏng, không đọc được');
    }
    await storage.put(hash, bytes);
    const id = uuidv7();
    await recordUpload(deps.db, {
      id,
      hash,
      mime,
      size: bytes.byteLength,
      originalName: part.filename ?? '',
      userId: user.id,
      at: deps.now(),
    });
    return { file_url: `/files/${hash}`, id, size: bytes.byteLength, mime };
  };

  const filesOf = async function* (request: FastifyRequest) {
    if (!request.isMultipart()) throw new ApiError(400, 'file-required', 'Cần chọn một tệp');
    try {
      for await (const part of request.parts()) if (part.type === 'file') yield part;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new ApiError(413, 'too-many-files', `Tối đa ${MAX_UPLOAD_FILES} tệp mỗi lần`);
      }
      throw error;
    }
  };

  app.post('/api/upload', async (request) => {
    const user = requireAdmin(request);
    let saved: UploadedFile | undefined;
    for await (const part of filesOf(request)) {
      if (!saved && part.fieldname === 'file') saved = await save(part, user);
      else part.file.resume();
    }
    if (!saved) throw new ApiError(400, 'file-required', 'Cần chọn một tệp');
    return ok(saved);
  });

  app.post('/api/upload/multiple', async (request) => {
    const user = requireAdmin(request);
    const saved: UploadedFile[] = [];
    for await (const part of filesOf(request)) saved.push(await save(part, user));
    if (saved.length === 0) throw new ApiError(400, 'file-required', 'Cần chọn ít nhất một tệp');
    return ok(saved);
  });

  app.get<{ Params: { hash: string } }>(
    '/files/:hash',
    { config: { rateLimit: { max: 5000, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { hash } = request.params;
      const mime = HASH.test(hash) ? await uploadMime(deps.db, hash) : undefined;
      const bytes = mime ? await storage.get(hash) : null;
      if (!mime || !bytes) throw new ApiError(404, 'file-not-found', 'Không tìm thấy tệp');
      const etag = `"${hash}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-type', mime);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(Buffer.from(bytes));
    },
  );
};
