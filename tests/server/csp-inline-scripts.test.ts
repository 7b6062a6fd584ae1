import { createHash } from 'node:crypto';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/http/inline-scripts';
import { describeEachDatabase } from '../helpers/test-server';

const colourScript = "\n  document.documentElement.dataset.x = 'dark';\n";
const routeScript = '(function () { /* clear */ })();';
const html = `<!doctype html><html><head><script>${colourScript}</script>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><div id="root"></div><script>${routeScript}</script><script></script></body></html>`;
const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written and skips external and empty ones', () => {
    expect(inlineScriptHashes(html)).toEqual([sha(colourScript), sha(routeScript)]);
  });
});

const staticDir = mkdtempSync(path.join(tmpdir(), 'gplx-csp-'));
writeFileSync(path.join(staticDir, 'index.html'), html);

describeEachDatabase(
  'the Content-Security-Policy',
  (server) => {
    it("allows index.html's own inline scripts by hash, and no other inline script", async () => {
      const page = await server().app.inject({ method: 'GET', url: '/study' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
      expect(scriptSrc?.trim().split(/\s+/)).toEqual([
        'script-src',
        "'self'",
        sha(colourScript),
        sha(routeScript),
      ]);
    });

    it('follows a new build of index.html without a restart', async () => {
      const file = path.join(staticDir, 'index.html');
      const nextScript = 'boot(2);';
      writeFileSync(file, `<div id="root"></div><script>${nextScript}</script>`);
      const later = new Date(Date.now() + 60_000);
      utimesSync(file, later, later);
      const page = await server().app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain(
        `script-src 'self' ${sha(nextScript)};`,
      );
      writeFileSync(file, html);
      const latest = new Date(Date.now() + 120_000);
      utimesSync(file, latest, latest);
    });
  },
  { env: { STATIC_DIR: staticDir } },
);
