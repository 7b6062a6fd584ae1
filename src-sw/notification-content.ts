/*
 * What the service worker shows for a push payload (pure, unit-tested): Vietnamese title and body per
 * kind, icon and badge /icon.svg, a vibration pattern per kind, the 'Tham gia' action for tournaments
 * and the same-origin route a click opens. Imports only the i18n strings.
 */
import { pwa } from '../src/i18n/vi/pwa';

export type PushKind =
  'challenge_sent' | 'challenge_accepted' | 'challenge_rejected' | 'tournament' | 'daily_reminder';

export type PushPayload = {
  kind?: string;
  title?: string;
  body?: string;
  url?: string;
  joinUrl?: string;
  name?: string;
  code?: string;
};

export type NotificationContent = {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    lang: string;
    tag: string;
    vibrate: number[];
    data: { url: string; joinUrl: string; kind: string };
    actions?: { action: string; title: string }[];
  };
};

export const VIBRATION: Record<PushKind | 'other', number[]> = {
  challenge_sent: [200, 100, 200, 100, 200],
  challenge_accepted: [300, 100, 300],
  challenge_rejected: [100, 50, 100],
  tournament: [200, 100, 200, 100, 400],
  daily_reminder: [150],
  other: [100],
};

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);

/** A same-origin path, or '/' for anything else (never another origin). */
export function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

export function parsePayload(text: string | null | undefined): PushPayload {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as PushPayload) : { body: text };
  } catch {
    return { body: text };
  }
}

export function notificationFor(payload: PushPayload): NotificationContent {
  const push = pwa.push;
  const vars = { name: payload.name ?? push.someone, code: payload.code ?? '' };
  const kind = (payload.kind ?? 'other') as PushKind | 'other';
  const texts: Record<PushKind, [string, string]> = {
    challenge_sent: [push.challengeSent, push.challengeSentBody],
    challenge_accepted: [push.challengeAccepted, push.challengeAcceptedBody],
    challenge_rejected: [push.challengeRejected, push.challengeRejectedBody],
    tournament: [push.tournament, push.tournamentBody],
    daily_reminder: [push.appName, push.dailyReminder],
  };
  const known = kind in texts ? texts[kind as PushKind] : undefined;
  const title = known ? fill(known[0], vars) : (payload.title ?? push.appName);
  const body = known ? fill(known[1], vars) : (payload.body ?? push.generic);
  const url = safePath(payload.url);
  const content: NotificationContent = {
    title,
    options: {
      body,
      icon: '/icon.svg',
      badge: '/icon.svg',
      lang: 'vi',
      tag: `gplx-${kind}`,
      vibrate: VIBRATION[kind] ?? VIBRATION.other,
      data: { url, joinUrl: safePath(payload.joinUrl ?? payload.url), kind },
    },
  };
  if (kind === 'tournament') content.options.actions = [{ action: 'join', title: push.join }];
  return content;
}

/** The route a click opens: the join link for the 'Tham gia' action, otherwise the payload's url. */
export function clickTarget(data: unknown, action: string): string {
  const value = (data ?? {}) as { url?: unknown; joinUrl?: unknown };
  return safePath(action === 'join' ? value.joinUrl : value.url);
}
