/*
 * The JSON body parser: Fastify's own (prototype-poisoning checks) behind a depth guard, so a deeply
 * nested body (e.g. 10,000 brackets) is refused with 400 bad-request before anything walks it
 * recursively. Also the logger's redaction list (no tokens, cookies or secure answer keys in logs).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/** Far above any legitimate body (bulk items with answers nest about 6 deep). */
export const MAX_JSON_DEPTH = 64;

export const LOG_REDACT_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["x-answer-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["x-answer-key"]',
];

/** True when brackets outside strings nest deeper than `max`; a linear scan without recursion. */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(new ApiError(400, 'bad-request', 'JSON body is nested too deeply'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
