import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { authAs, createUser } from '../helpers/auth-as';
import { call, ENTITY_BASE, seedQuestions } from '../helpers/entity-fixtures';
import { multipartBody, type FilePart } from '../helpers/multipart';
import { describeEachDatabase } from '../helpers/test-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gplx-uploads-'));
const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
const file = (bytes: Uint8Array, name = 'a.png', type = 'image/png'): FilePart => ({
  field: 'file',
  name,
  type,
  bytes,
});

describeEachDatabase(
  'uploads',
  (server) => {
    const upload = async (
      parts: FilePart[],
      headers: Record<string, string>,
      url = '/api/upload',
    ) => {
      const body = multipartBody(parts);
      const res = await server().app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    const admin = async () => authAs(server(), await createUser(server(), { role: 'admin' }));

    it('refuses anonymous callers and learners', async () => {
      const bytes = await png();
      expect((await upload([file(bytes)], {})).status).toBe(401);
      const learner = await authAs(server(), await createUser(server()));
      const refused = await upload([file(bytes)], learner);
      expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
      const rows = await queryRows(server().db, sql`SELECT id FROM uploads`);
      expect(rows).toHaveLength(0);
    });

    it('stores an image by its bytes and serves it immutable', async () => {
      const headers = await admin();
      const bytes = await png();
      const res = await upload([file(bytes, 'anh.txt', 'text/plain')], headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data as { file_url: string; id: string; size: number; mime: string };
      expect(data).toMatchObject({ size: bytes.byteLength, mime: 'image/png' });
      expect(data.file_url).toMatch(/^\/files\/[0-9a-f]{64}$/);
      const served = await server().app.inject({ method: 'GET', url: data.file_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(served.rawPayload)).toEqual(bytes);
      const missing = await server().app.inject({ method: 'GET', url: `/files/${'0'.repeat(64)}` });
      expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([
        404,
        'file-not-found',
      ]);
    });

    it('sniffs types, refuses non-images, unsafe SVG, big files and empty requests', async () => {
      const headers = await admin();
      const text = new TextEncoder().encode('just text, named like a picture');
      const fake = await upload([file(text, 'x.png')], headers);
      expect([fake.status, fake.body.code]).toEqual([415, 'unsupported-file-type']);
      const evil = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>',
      );
      const svg = await upload([file(evil, 'x.svg', 'image/svg+xml')], headers);
      expect([svg.status, svg.body.code]).toEqual([415, 'unsupported-file-type']);
      const gif = new Uint8Array(
        Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      );
      const okGif = await upload([file(gif, 'x.gif', 'image/gif')], headers);
      expect([okGif.status, (okGif.body.data as { mime: string }).mime]).toEqual([
        200,
        'image/gif',
      ]);
      const noise = new Uint8Array(1100 * 1100 * 3).map(() => Math.floor(Math.random() * 256));
      const nearLimit = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(nearLimit.byteLength).toBeGreaterThan(3 * 1024 * 1024);
      const accepted = await upload([file(new Uint8Array(nearLimit))], headers);
      expect(accepted.status).toBe(200);
      const big = new Uint8Array(5 * 1024 * 1024 + 10);
      big.set(await png());
      const tooBig = await upload([file(big)], headers);
      expect([tooBig.status, tooBig.body.code]).toEqual([413, 'file-too-large']);
      const none = await server().app.inject({ method: 'POST', url: '/api/upload', headers });
      expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([400, 'file-required']);
    });

    it('uploads several files and a question can use an upload as its bank image', async () => {
      await seedQuestions(server().db, 2);
      const headers = await admin();
      const many = await upload(
        [
          file(await png(), 'a.png'),
          file(
            new Uint8Array(
              Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
            ),
            'b.gif',
          ),
        ],
        headers,
        '/api/upload/multiple',
      );
      expect(many.status).toBe(200);
      const list = many.body.data as { file_url: string }[];
      expect(list).toHaveLength(2);
      const saved = await call(server().app, {
        method: 'PUT',
        url: `${ENTITY_BASE}/Question/update/q1`,
        headers,
        payload: { image_url: list[0]?.file_url, image_alt: 'Ảnh thử' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const imageUrl = (saved.body.data as { image_url: string }).image_url;
      expect(imageUrl).toMatch(/^\/api\/bank\/images\/[0-9a-f]{64}$/);
      const image = await server().app.inject({ method: 'GET', url: imageUrl });
      expect(image.headers['content-type']).toBe('image/webp');
      const bad = await call(server().app, {
        method: 'PUT',
        url: `${ENTITY_BASE}/Question/update/q1`,
        headers,
        payload: { image_url: `/files/${'1'.repeat(64)}` },
      });
      expect([bad.status, bad.body.code]).toEqual([400, 'validation-failed']);
    });
  },
  { env: { DATA_DIR: dataDir } },
);
