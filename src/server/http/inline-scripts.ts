/*
 * The Content-Security-Policy allows only our own scripts. index.html carries two small inline
 * scripts (the colour scheme before the first paint, and the boot script that clears the
 * prerendered Home on other routes and loads the app); they are allowed by their SHA-256, read from
 * the built file (again whenever it changes).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { isApiPath } from './api-paths.js';

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The CSP source list for the built index.html's inline scripts, as helmet's directive function.
 * It re-reads the file when it changes, so a new build deployed under a running server still runs.
 * API answers carry no page, so they reuse the last list instead of looking at the file again.
 */
export function builtInlineScriptSources(
  staticDir: string | undefined,
): (request: IncomingMessage) => string {
  const file = staticDir ? path.join(staticDir, 'index.html') : undefined;
  let seen: { mtimeMs: number; sources: string } | undefined;
  return (request) => {
    if (isApiPath(request.url ?? '')) return seen?.sources || "'self'";
    if (!file || !existsSync(file)) return "'self'";
    const { mtimeMs } = statSync(file);
    if (seen?.mtimeMs !== mtimeMs) {
      seen = { mtimeMs, sources: inlineScriptHashes(readFileSync(file, 'utf8')).join(' ') };
    }
    return seen.sources || "'self'";
  };
}
