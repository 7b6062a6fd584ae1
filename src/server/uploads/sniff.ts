/*
 * What an uploaded file really is, from its bytes (never its name or the browser's content type):
 * PNG, JPEG, WebP, GIF, or SVG without scripts, event handlers or external references.
 */
import { detectImageMime, svgProblems, type ImageMime } from '../bank/image-files.js';

export type UploadMime = ImageMime | 'image/gif';

const isGif = (bytes: Uint8Array) =>
  bytes.length >= 6 &&
  Buffer.from(bytes.subarray(0, 6))
    .toString('latin1')
    .match(/^GIF8[79]a$/) !== null;

/** The accepted image type of `bytes`, or null (not an image we take, or an unsafe SVG). */
export function sniffUpload(bytes: Uint8Array): UploadMime | null {
  if (isGif(bytes)) return 'image/gif';
  const mime = detectImageMime(bytes);
  if (mime === 'image/svg+xml' && svgProblems(Buffer.from(bytes).toString('utf8')).length > 0) {
    return null;
  }
  return mime;
}
