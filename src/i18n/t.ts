/*
 * t('area.key', {n: 1}) looks up a string in the Vietnamese tree and fills {placeholders}.
 * Keys are a compile-time union of every leaf path, so a typo is a type error.
 */
import { vi, type Messages } from './vi';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type MessageVars = Record<string, string | number>;

export function t(key: MessageKey, vars?: MessageVars): string {
  let node: unknown = vi;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  const text = typeof node === 'string' ? node : key;
  return vars ? interpolate(text, vars) : text;
}

export function interpolate(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
