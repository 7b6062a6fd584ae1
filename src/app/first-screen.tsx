/*
 * The first screen (shell and Home at '/') as HTML, rendered at build time into index.html so that
 * a first visit paints before any JavaScript has run; the client hydrates it. Also the theme's CSS
 * variables, which the build puts in index.html instead of Mantine computing them at every start.
 * Never imported by the app itself.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { theme } from './theme';

export function renderFirstScreen(): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

const VARIABLES_STYLE = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/** The CSS variables MantineProvider would inject for our theme (AppProviders turns that off). */
export function renderThemeVariables(): string {
  const html = renderToString(
    <MantineProvider theme={theme}>
      <span />
    </MantineProvider>,
  );
  const css = VARIABLES_STYLE.exec(html)?.[1];
  if (!css) throw new Error('MantineProvider rendered no CSS variables');
  return css;
}
