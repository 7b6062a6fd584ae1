/*
 * The strings of the first screen (the shell and Home), bundled with it. Every other area arrives
 * with loadMessages() before any lazy page or overlay renders.
 */
import { common } from './vi/common';
import { nav } from './vi/nav';
import { home } from './vi/pages';

export const coreMessages = { common, nav, home } as const;
