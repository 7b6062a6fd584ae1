/*
 * First-load styles: Mantine's base and variables only. The shell and Home style themselves with CSS
 * modules; every Mantine component's CSS is in src/lib/page-styles.ts, loaded with the pages.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
