import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationOutbox } from '../src/features/notifications/notification-outbox-table.ts';
import { NOTIFICATION_POLL_MS } from '../src/features/notifications/notification-workers.ts';
import { periodicPass } from '../src/periodic-pass.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/** A logger that keeps what was warned. */
function recordingLog() {
  const warned: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warned.push(args) } as unknown as FastifyBaseLogger;
  return { log, warned };
}

describe('a periodic pass (the outbox, the upload purge, the route builds, the demo movement)', () => {
  it('runs on its timer once started, never two passes at once, and a stop waits for the pass under way', async () => {
    vi.useFakeTimers();
    try {
      let started = 0;
      let finish: (() => void) | undefined;
      const pass = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            started += 1;
            finish = resolve;
          }),
      );
      const { log } = recordingLog();
      const timer = periodicPass(pass, { intervalMs: 1000, log, failure: 'pass failed' });
      await vi.advanceTimersByTimeAsync(5000);
      expect(started).toBe(0);
      timer.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(started).toBe(1);
      // The pass is slow: the next ticks find it running and start none.
      await vi.advanceTimersByTimeAsync(3000);
      expect(started).toBe(1);
      finish!();
      await vi.advanceTimersByTimeAsync(1000);
      expect(started).toBe(2);
      let stopped = false;
      const stopping = timer.stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish!();
      await stopping;
      expect(stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(started).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed pass by its error code only and tries again at the next tick', async () => {
    vi.useFakeTimers();
    try {
      const { log, warned } = recordingLog();
      let calls = 0;
      const timer = periodicPass(
        async () => {
          calls += 1;
          if (calls === 1)
            throw Object.assign(new Error('connection to 10.0.0.5 for ola@example.com refused'), {
              code: 'ECONNREFUSED',
            });
        },
        { intervalMs: 500, log, failure: 'pass failed' },
      );
      timer.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls).toBe(2);
      expect(warned).toEqual([[{ code: 'ECONNREFUSED' }, 'pass failed']]);
      await timer.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the notification outbox started with the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('feeds a shipment event into the outbox on its own timer, with nobody calling a pass', async () => {
    const kit = visitKit(t);
    const shipment = await kit.toSend({ recipient: { countryCode: 'UA', phone: '380501234567' } });
    await kit.ok('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    const outbox = () =>
      t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.shipmentId, shipment.id));
    expect(await outbox()).toEqual([]);
    t.app.notifications.start();
    await vi.waitFor(async () => expect((await outbox()).length).toBeGreaterThan(0), {
      timeout: NOTIFICATION_POLL_MS * 10,
      interval: 200,
    });
    await t.app.notifications.stop();
  });
});
