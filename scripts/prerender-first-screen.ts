/*
 * Vite plugin for index.html. In every mode it adds the theme's CSS variables (computed from the
 * theme at build time instead of by MantineProvider at every start). In a build it also puts the
 * first screen's HTML (src/app/first-screen.tsx) into #root, and hands the entry script and its
 * modulepreloads to index.html's boot script (data-entry, data-preload), which loads them after
 * Home's first paint instead of in parallel with it. The app's modules load through a Vite SSR
 * server with the same config, so CSS-module class names match the client build.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { createServer } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
const BOOT_SCRIPT = '<script data-entry="" data-preload="">';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

type FirstScreenModule = {
  renderFirstScreen: () => string;
  renderThemeVariables: () => string;
};

async function withFirstScreen<T>(
  devServer: ViteDevServer | undefined,
  render: (module: FirstScreenModule) => T,
): Promise<T> {
  const server =
    devServer ??
    (await createServer({
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
    }));
  try {
    return render((await server.ssrLoadModule('/src/app/first-screen.tsx')) as FirstScreenModule);
  } finally {
    if (!devServer) await server.close();
  }
}

/** Moves the entry script and its modulepreloads from tags into the boot script's attributes. */
export function handOverScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html: the build emitted no entry script');
  if (!html.includes(BOOT_SCRIPT)) throw new Error(`index.html: no ${BOOT_SCRIPT} boot script`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">`);
}

export function prerenderFirstScreen(): Plugin {
  return {
    name: 'gplx:prerender-first-screen',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const building = !context.server;
        if (building && !html.includes(ROOT_ELEMENT)) {
          throw new Error(`index.html has no empty ${ROOT_ELEMENT} to prerender into`);
        }
        const { variables, markup } = await withFirstScreen(context.server, (module) => ({
          variables: module.renderThemeVariables(),
          markup: building ? module.renderFirstScreen() : '',
        }));
        const themed = html.replace(
          '</head>',
          `<style data-mantine-styles="true">${variables}</style></head>`,
        );
        if (!building) return themed;
        return handOverScripts(themed.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`));
      },
    },
  };
}
