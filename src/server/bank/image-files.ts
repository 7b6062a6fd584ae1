/*
 * Bank images: recognising a file by its magic bytes, refusing unsafe SVG (scripts, event handlers,
 * external references), and preparing the stored form — PNG/JPEG become WebP at quality 60 (effort 6:
 * ~6% smaller than the default; imports are rare), WebP and SVG are kept as they are — addressed by
 * the sha256 of the stored bytes.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export type StoredImage = {
  hash: string;
  mime: 'image/webp' | 'image/svg+xml';
  bytes: Uint8Array;
  size: number;
  width: number | null;
  height: number | null;
  /** sha256 of the source file. */
  sourceHash: string;
  /** Already in question_images (found by sourceHash): `bytes` is empty and nothing is written. */
  stored?: boolean;
};

export const WEBP_QUALITY = 60;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The image type of a file by its first bytes; null when it is none of the accepted formats. */
export function detectImageMime(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return null;
}

/** Reasons an SVG is unsafe to show (empty when it is fine). */
export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  if (/<script[\s>/]/i.test(text)) problems.push('SVG chứa <script>');
  if (/<foreignObject[\s>/]/i.test(text)) problems.push('SVG chứa <foreignObject>');
  if (/\son[a-z]+\s*=/i.test(text)) problems.push('SVG chứa thuộc tính sự kiện (on…)');
  const refs = [...text.matchAll(/(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)].map(
    (m) => m[1] ?? '',
  );
  if (refs.some((ref) => !ref.trim().startsWith('#') && !/^data:image\//i.test(ref.trim())))
    problems.push('SVG tham chiếu tệp hoặc địa chỉ bên ngoài');
  if (/url\(\s*["']?(?!#)[^)]*\)/i.test(text) || /@import/i.test(text))
    problems.push('SVG tham chiếu tệp hoặc địa chỉ bên ngoài');
  if (/javascript:/i.test(text)) problems.push('SVG chứa javascript:');
  return [...new Set(problems)];
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Converts (PNG/JPEG → WebP q60) or keeps (WebP, SVG) an image that already passed the checks. */
export async function prepareImage(bytes: Uint8Array, mime: ImageMime): Promise<StoredImage> {
  if (mime === 'image/png' || mime === 'image/jpeg') {
    const { data, info } = await sharp(bytes)
      .webp({ quality: WEBP_QUALITY, effort: 6 })
      .toBuffer({ resolveWithObject: true });
    const stored = new Uint8Array(data);
    return {
      hash: sha256(stored),
      mime: 'image/webp',
      bytes: stored,
      size: stored.byteLength,
      width: info.width,
      height: info.height,
      sourceHash: sha256(bytes),
    };
  }
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return {
    hash: sha256(bytes),
    mime,
    bytes,
    size: bytes.byteLength,
    width: meta.width ?? null,
    height: meta.height ?? null,
    sourceHash: sha256(bytes),
  };
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
