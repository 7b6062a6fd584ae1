/*
 * t('area.key', {n: 1}) looks up a string in the Vietnamese tree and fills {placeholders}.
 * Keys are a compile-time union of every leaf path, so a typo is a type error.
 *
 * Only the first screen's areas are in the first-load bundle (vi-core.ts); loadMessages() brings
 * the rest, and lazy(withMessages(...)) makes a lazy component wait for it.
 */
import type { Messages } from './vi';
import { coreMessages } from './vi-core';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type MessageVars = Record<string, string | number>;

let messages: Partial<Messages> = coreMessages;
let loading: Promise<void> | undefined;

/** Loads every area's strings (once); resolves when t() knows every key. */
export function loadMessages(): Promise<void> {
  loading ??= import('./vi').then(({ vi }) => {
    messages = vi;
  });
  return loading;
}

/** Wraps a lazy component's loader so that it also waits for every area's strings. */
export function withMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadMessages()]).then(([module]) => module);
}

export function t(key: MessageKey, vars?: MessageVars): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return vars ? interpolate(text, vars) : text;
}

export function interpolate(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
