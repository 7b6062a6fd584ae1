/*
 * Push notification routes (SPEC §7): the VAPID public key, subscribe / unsubscribe for signed-in
 * learners, send / broadcast for admins ({sent, failed}). Also stops the reminder scheduler when the
 * app closes.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../app.js';
import { requireAdmin, requireUser } from '../auth/current-user.js';
import { ApiError, ok } from '../http/errors.js';
import { stopReminderScheduler } from '../push/reminders.js';
import { createPushSender, sendToAll, urgencyFor, type Urgency } from '../push/send.js';
import {
  deleteSubscription,
  findByEndpoint,
  subscriptionsOfUsers,
  upsertSubscription,
} from '../push/subscriptions.js';
import { vapidKeys } from '../push/vapid.js';

const endpoint = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\//.test(value), 'endpoint must be an http(s) URL');
const key = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_=+/-]+$/);
const subscription = z.object({ endpoint, keys: z.object({ p256dh: key, auth: key }) });
const payload = z
  .looseObject({ kind: z.string().max(64).optional() })
  .refine((value) => JSON.stringify(value).length <= 3000, 'payload too large');
const urgency = z.enum(['very-low', 'low', 'normal', 'high']).optional();

const subscribeBody = z.object({
  subscription,
  userId: z.string().optional(),
  reminderHour: z.number().int().min(0).max(23).nullable().optional(),
});
const unsubscribeBody = z.object({ subscription: z.object({ endpoint }) });
const sendBody = z
  .object({
    subscription: subscription.optional(),
    userId: z.string().max(100).optional(),
    payload,
    urgency,
  })
  .refine((body) => body.subscription || body.userId, 'subscription or userId required');
const broadcastBody = z.object({
  userIds: z.array(z.string().max(100)).min(1).max(1000),
  payload,
  urgency,
});

function parse<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const result = schema.safeParse(request.body);
  if (!result.success) {
    throw new ApiError(400, 'invalid-body', result.error.issues[0]?.message ?? 'Invalid body');
  }
  return result.data;
}

export const notificationRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const send = createPushSender({
    db: deps.db,
    fetch: deps.fetch,
    adminEmails: deps.config.adminEmails,
  });
  app.addHook('onClose', async () => stopReminderScheduler());

  app.get('/api/notifications/vapid-public-key', async () => {
    const { publicKey } = await vapidKeys(deps.db);
    return ok({ publicKey });
  });

  app.post('/api/notifications/subscribe', async (request) => {
    const user = requireUser(request);
    const body = parse(subscribeBody, request);
    const subscriptionId = await upsertSubscription(
      deps.db,
      {
        userId: user.id,
        endpoint: body.subscription.endpoint,
        p256dh: body.subscription.keys.p256dh,
        auth: body.subscription.keys.auth,
        reminderHour: body.reminderHour,
      },
      deps.now(),
    );
    return ok({ subscriptionId });
  });

  app.post('/api/notifications/unsubscribe', async (request) => {
    const user = requireUser(request);
    const body = parse(unsubscribeBody, request);
    const removed = await deleteSubscription(deps.db, user.id, body.subscription.endpoint);
    return ok({ removed });
  });

  app.post('/api/notifications/send', async (request) => {
    requireAdmin(request);
    const body = parse(sendBody, request);
    const level: Urgency = urgencyFor(body.payload, body.urgency);
    if (body.subscription) {
      const known = await findByEndpoint(deps.db, body.subscription.endpoint);
      const target = known ?? {
        id: '',
        user_id: '',
        endpoint: body.subscription.endpoint,
        p256dh: body.subscription.keys.p256dh,
        auth: body.subscription.keys.auth,
        reminder_hour: null,
        reminders_ignored: 0,
        last_reminder_day: null,
        created_date: deps.now(),
        updated_date: deps.now(),
      };
      return ok(await sendToAll(send, [target], body.payload, level));
    }
    const targets = await subscriptionsOfUsers(deps.db, [body.userId ?? '']);
    return ok(await sendToAll(send, targets, body.payload, level));
  });

  app.post('/api/notifications/broadcast', async (request) => {
    requireAdmin(request);
    const body = parse(broadcastBody, request);
    const targets = await subscriptionsOfUsers(deps.db, [...new Set(body.userIds)]);
    return ok(await sendToAll(send, targets, body.payload, urgencyFor(body.payload, body.urgency)));
  });
};
