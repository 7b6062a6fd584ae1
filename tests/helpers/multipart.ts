/*
 * Builds a multipart/form-data body for app.inject(): one part per file, fixed boundary.
 */
export type FilePart = { field: string; name: string; type: string; bytes: Uint8Array };

export function multipartBody(parts: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----gplx-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
