import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { periodicPass } from '../../periodic-pass.ts';
import { deliverNotifications } from './notification-delivery.ts';
import { feedNotifications } from './notification-feeder.ts';
import type { NotificationPort } from './notification-port.ts';

export interface NotificationWorkers {
  /** One pass of the feeder and one of the delivery queue (tests drive the workers with it). */
  drainOnce(
    now?: Date,
  ): Promise<{ events: number; messages: number; sent: number; failed: number; retried: number }>;
  feedOnce(now?: Date): ReturnType<typeof feedNotifications>;
  deliverOnce(now?: Date): ReturnType<typeof deliverNotifications>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The outbox's feeder and delivery queue on a timer: started with the app (not in tests, which
 * call `drainOnce`), stopped when it closes, waiting for a pass under way.
 */
export function createNotificationWorkers(options: {
  db: Database;
  port: Pick<NotificationPort, 'channels'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The console's public origin for `{trackingUrl}` (config PUBLIC_ORIGIN). */
  publicOrigin?: string;
}): NotificationWorkers {
  const { db, port, log, publicOrigin = '' } = options;

  async function drainOnce(now?: Date) {
    const fed = await feedNotifications(db, now, publicOrigin);
    const delivered = await deliverNotifications(db, port, log, now);
    return { ...fed, sent: delivered.sent, failed: delivered.failed, retried: delivered.retried };
  }
  const timer = periodicPass(() => drainOnce(), {
    intervalMs: options.intervalMs,
    log,
    failure: 'notification pass failed',
  });

  return {
    drainOnce,
    feedOnce: (now) => feedNotifications(db, now, publicOrigin),
    deliverOnce: (now) => deliverNotifications(db, port, log, now),
    start: timer.start,
    stop: timer.stop,
  };
}

/** How often the workers look for new events and due messages. */
export const NOTIFICATION_POLL_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification outbox's workers (`drainOnce` for tests). */
    notifications: NotificationWorkers;
  }
}
