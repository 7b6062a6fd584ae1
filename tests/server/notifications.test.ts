import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../helpers/test-server';
import { signInAs } from '../helpers/sign-in';
import { queryRows } from '../../src/server/db/client';
import { makeSubscriber, startPushService, type PushService } from './notifications-helpers';

let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
});

describeEachDatabase(
  'push notifications',
  (server) => {
    const subscribe = async (
      headers: Record<string, string>,
      endpointPath: string,
      extra: object = {},
    ) => {
      const subscriber = makeSubscriber(`${push.url}${endpointPath}`);
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/subscribe',
        headers: { ...headers },
        payload: {
          subscription: { endpoint: subscriber.endpoint, keys: subscriber.keys },
          userId: 'someone-else',
          ...extra,
        },
      });
      return { subscriber, response };
    };
    const countRows = async () =>
      (
        await queryRows<{ n: number }>(
          server().db,
          sql`SELECT count(*)::int AS n FROM push_subscriptions`,
        )
      )[0]?.n;

    it('keeps one VAPID key pair and serves its public key', async () => {
      const first = await server().app.inject({ url: '/api/notifications/vapid-public-key' });
      const second = await server().app.inject({ url: '/api/notifications/vapid-public-key' });
      const key = first.json<{ data: { publicKey: string } }>().data.publicKey;
      expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(second.json<{ data: { publicKey: string } }>().data.publicKey).toBe(key);
    });

    it('subscribes for the caller only and upserts by endpoint', async () => {
      const learner = await signInAs(server().app, 'learner@example.com');
      const { response } = await subscribe(learner.headers, '/sub/a', { reminderHour: 20 });
      expect(response.statusCode).toBe(200);
      const id = response.json<{ data: { subscriptionId: string } }>().data.subscriptionId;
      const again = await subscribe(learner.headers, '/sub/a');
      expect(again.response.json<{ data: { subscriptionId: string } }>().data.subscriptionId).toBe(
        id,
      );
      const rows = await queryRows<{ user_id: string; reminder_hour: number }>(
        server().db,
        sql`SELECT user_id, reminder_hour FROM push_subscriptions`,
      );
      expect(rows).toEqual([{ user_id: learner.userId, reminder_hour: 20 }]);
    });

    it('refuses anonymous and malformed subscriptions', async () => {
      const anonymous = await subscribe({}, '/sub/x');
      expect(anonymous.response.statusCode).toBe(401);
      expect(anonymous.response.json()).toMatchObject({ code: 'unauthenticated' });
      const learner = await signInAs(server().app, 'learner@example.com');
      const bad = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/subscribe',
        headers: learner.headers,
        payload: { subscription: { endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalid-body' });
      expect(await countRows()).toBe(0);
    });

    it('unsubscribes only the caller’s own endpoint', async () => {
      const owner = await signInAs(server().app, 'owner@example.com');
      const other = await signInAs(server().app, 'other@example.com');
      const { subscriber } = await subscribe(owner.headers, '/sub/own');
      const body = { subscription: { endpoint: subscriber.endpoint } };
      const foreign = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        headers: other.headers,
        payload: body,
      });
      expect(foreign.json()).toMatchObject({ success: true, data: { removed: false } });
      expect(await countRows()).toBe(1);
      const own = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        headers: owner.headers,
        payload: body,
      });
      expect(own.json()).toMatchObject({ success: true, data: { removed: true } });
      expect(await countRows()).toBe(0);
    });

    it('delivers an encrypted payload the subscriber can decrypt, urgency high for challenges', async () => {
      const admin = await signInAs(server().app, 'admin@example.com');
      const learner = await signInAs(server().app, 'learner@example.com');
      const { subscriber } = await subscribe(learner.headers, '/sub/decrypt');
      const payload = { kind: 'challenge_accepted', code: 'AB12', url: '/practice' };
      const before = push.received.length;
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/send',
        headers: admin.headers,
        payload: { userId: learner.userId, payload },
      });
      expect(response.json()).toEqual({ success: true, data: { sent: 1, failed: 0 } });
      const request = push.received[before];
      expect(request?.path).toBe('/sub/decrypt');
      expect(request?.headers['content-encoding']).toBe('aes128gcm');
      expect(request?.headers.urgency).toBe('high');
      expect(String(request?.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
      expect(JSON.parse(subscriber.decrypt(request?.body ?? Buffer.alloc(0)))).toEqual(payload);
    });

    it('broadcasts with normal urgency by default and removes subscriptions answered 410', async () => {
      const admin = await signInAs(server().app, 'admin@example.com');
      const alive = await signInAs(server().app, 'alive@example.com');
      const gone = await signInAs(server().app, 'gone@example.com');
      await subscribe(alive.headers, '/sub/alive');
      await subscribe(gone.headers, '/sub/gone');
      push.statusFor.set('/sub/gone', 410);
      const before = push.received.length;
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/notifications/broadcast',
        headers: admin.headers,
        payload: {
          userIds: [alive.userId, gone.userId],
          payload: { kind: 'tournament', name: 'Cúp' },
        },
      });
      expect(response.json()).toEqual({ success: true, data: { sent: 1, failed: 1 } });
      const urgencies = push.received.slice(before).map((r) => r.headers.urgency);
      expect(urgencies).toEqual(['normal', 'normal']);
      const rows = await queryRows<{ user_id: string }>(
        server().db,
        sql`SELECT user_id FROM push_subscriptions`,
      );
      expect(rows).toEqual([{ user_id: alive.userId }]);
    });

    it('keeps send and broadcast for admins', async () => {
      const learner = await signInAs(server().app, 'learner@example.com');
      for (const url of ['/api/notifications/send', '/api/notifications/broadcast']) {
        const payload = {
          userId: learner.userId,
          userIds: [learner.userId],
          payload: { kind: 'x' },
        };
        const asLearner = await server().app.inject({
          method: 'POST',
          url,
          headers: learner.headers,
          payload,
        });
        expect(asLearner.statusCode).toBe(403);
        expect(asLearner.json()).toMatchObject({ success: false, code: 'forbidden' });
        const anonymous = await server().app.inject({ method: 'POST', url, payload });
        expect(anonymous.statusCode).toBe(401);
      }
    });
  },
  { env: { ADMIN_EMAILS: 'admin@example.com' } },
);
