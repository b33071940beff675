import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../src/features/attachments/attachments-tables.ts';
import { fileStoreFor } from '../src/features/attachments/file-store.ts';
import { createUploadPurgeWorker } from '../src/features/attachments/upload-purge.ts';
import { notificationOutbox } from '../src/features/notifications/notification-outbox-table.ts';
import { createNotificationPort } from '../src/features/notifications/notification-port.ts';
import { createNotificationWorkers } from '../src/features/notifications/notification-workers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/**
 * The background passes on their own timers, as the app starts them outside tests (the other tests
 * call one pass by hand): started with a short interval, each is seen to do its work, and after
 * `stop()` no further pass runs.
 */
let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let dataDir: string;
const INTERVAL_MS = 25;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'workers-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = visitKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const outboxOf = (shipmentId: string) =>
  t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.shipmentId, shipmentId));

async function acceptedShipment() {
  const shipment = await kit.toSend({ recipient: { countryCode: 'UA', phone: '380501234567' } });
  await kit.ok('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
  return shipment;
}

describe('background passes on their timers', () => {
  it("the notification workers turn a shipment's event into outbox messages by themselves, and stop", async () => {
    const workers = createNotificationWorkers({
      db: t.database.db,
      port: createNotificationPort(t.config, t.database.db, t.app.log),
      log: t.app.log,
      intervalMs: INTERVAL_MS,
    });
    const shipment = await acceptedShipment();
    expect(await outboxOf(shipment.id)).toHaveLength(0);
    workers.start();
    try {
      await vi.waitFor(async () => expect((await outboxOf(shipment.id)).length).toBeGreaterThan(0), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await workers.stop();
    }
    const rows = await outboxOf(shipment.id);
    expect(rows.some((row) => row.event === 'Accepted' && row.texts.sms?.includes(shipment.number))).toBe(
      true,
    );

    // Stopped: a new event waits for the next start.
    const after = await acceptedShipment();
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 8));
    expect(await outboxOf(after.id)).toHaveLength(0);
  });

  it('the upload purge deletes an upload left unlinked past its time by itself, file and row, and stops', async () => {
    const store = fileStoreFor(t.config);
    const worker = createUploadPurgeWorker({
      db: t.database.db,
      store,
      log: t.app.log,
      ttlHours: 24,
      intervalMs: INTERVAL_MS,
    });
    const stale = async (hoursAgo: number) => {
      const url = `${randomUUID()}.png`;
      await store.put(url, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
      await t.database.db.insert(uploads).values({
        url,
        contentType: 'image/png',
        size: 4,
        createdByUser: 'operator',
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      });
      return url;
    };
    const rowOf = async (url: string) =>
      (await t.database.db.select().from(uploads).where(eq(uploads.url, url)))[0];
    const stored = (url: string) => existsSync(join(dataDir, 'uploads', url));

    const old = await stale(25);
    const fresh = await stale(1);
    expect(stored(old)).toBe(true);
    worker.start();
    try {
      await vi.waitFor(async () => expect(await rowOf(old)).toBeUndefined(), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await worker.stop();
    }
    expect(stored(old)).toBe(false);
    expect(await rowOf(fresh)).toBeDefined();
    expect(stored(fresh)).toBe(true);

    const next = await stale(25);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 8));
    expect(await rowOf(next)).toBeDefined();
    expect(stored(next)).toBe(true);
  });
});
