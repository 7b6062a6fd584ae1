/*
 * Delivers one web-push message: web-push builds the encrypted request (aes128gcm, VAPID JWT) and we
 * send it with the injected fetch (web-push's own sender only speaks https). Subscriptions the push
 * service answers 404/410 are deleted.
 */
import webpush from 'web-push';
import type { Db } from '../db/client.js';
import { deleteSubscriptionById, type SubscriptionRow } from './subscriptions.js';
import { vapidKeys, vapidSubject } from './vapid.js';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';
export type PushPayload = { kind?: string | undefined; [key: string]: unknown };
export type SendOutcome = 'sent' | 'gone' | 'failed';
export type PushContext = { db: Db; fetch: typeof fetch; adminEmails: string[] };
export type PushSender = (
  subscription: SubscriptionRow,
  payload: PushPayload,
  urgency: Urgency,
) => Promise<SendOutcome>;

const CHALLENGE_KINDS = new Set(['challenge_sent', 'challenge_accepted', 'challenge_rejected']);

/** SPEC §9: urgency default normal, challenge notifications high. */
export const urgencyFor = (payload: PushPayload, requested?: Urgency): Urgency =>
  requested ?? (payload.kind && CHALLENGE_KINDS.has(payload.kind) ? 'high' : 'normal');

export function createPushSender(context: PushContext): PushSender {
  return async (subscription, payload, urgency) => {
    const keys = await vapidKeys(context.db);
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          TTL: 24 * 60 * 60,
          urgency,
          vapidDetails: { subject: vapidSubject(context.adminEmails), ...keys },
        },
      );
    } catch {
      return 'failed';
    }
    try {
      const response = await context.fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await deleteSubscriptionById(context.db, subscription.id);
        return 'gone';
      }
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

/** Sends to many subscriptions; counts only real deliveries as sent. */
export async function sendToAll(
  send: PushSender,
  subscriptions: SubscriptionRow[],
  payload: PushPayload,
  urgency: Urgency,
): Promise<{ sent: number; failed: number }> {
  const outcomes = await Promise.all(subscriptions.map((s) => send(s, payload, urgency)));
  const sent = outcomes.filter((o) => o === 'sent').length;
  return { sent, failed: outcomes.length - sent };
}
