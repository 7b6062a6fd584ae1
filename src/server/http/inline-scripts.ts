/*
 * The Content-Security-Policy allows only our own scripts. index.html carries two small inline
 * scripts (the colour scheme before the first paint, and clearing the prerendered Home on other
 * routes); they are allowed by their SHA-256, read from the built file when the server starts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built index.html's inline scripts; none without a build. */
export function builtInlineScriptHashes(staticDir: string | undefined): string[] {
  const file = staticDir ? path.join(staticDir, 'index.html') : undefined;
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
