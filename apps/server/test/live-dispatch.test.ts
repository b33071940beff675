import type { DispatchEvent } from '@console/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/features/auth/auth-tables.ts';
import { courierRoutes } from '../src/features/courier-routes/courier-routes-tables.ts';
import { moveDemoCouriers, pointAlong } from '../src/features/live-dispatch/demo-movement.ts';
import { dispatchEvents } from '../src/features/live-dispatch/dispatch-events-table.ts';
import { EventStream, MAX_UNSENT_BYTES } from '../src/features/live-dispatch/event-stream.ts';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { routesKit } from './courier-routes-kit.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let base: string;
let divisionId: string;
const HUB = 'dispatch.manager';
const COURIER = 'courier';

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  divisionId = await kit.demoDivisionId();
  // The courier works in the demo division: his positions are its events.
  const [courier] = await t.database.db.select().from(users).where(eq(users.login, COURIER));
  expect(courier?.divisionId).toBe(divisionId);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A console's stream of a division's events, read as they come. */
async function openStream(app: string, login: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${app}/api/v1/dispatch/events?divisionId=${divisionId}`, {
    headers: { ...bearer(await t.tokenOf(login)), ...headers },
    signal: controller.signal,
  });
  const events: (DispatchEvent & { sseId: string })[] = [];
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id && data) events.push({ ...(JSON.parse(data) as DispatchEvent), sseId: id });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    response,
    events,
    ended: () => ended,
    close: () => controller.abort(),
    async next(predicate: (event: DispatchEvent) => boolean, withinMs = 1000) {
      const start = Date.now();
      while (Date.now() - start < withinMs) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such event within ${withinMs} ms; heard ${JSON.stringify(events)}`);
    },
  };
}

const position = (latitude: number, at = new Date()) => ({
  positions: [{ latitude, longitude: 21.01, accuracy: 8, at: at.toISOString() }],
});

describe('GET dispatch/events (issue 27)', () => {
  it('streams a courier’s position to the division’s dispatcher within a second, as Server-Sent Events', async () => {
    const stream = await openStream(base, HUB);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
      await kit.ok(COURIER, 'POST', 'courier/positions', position(52.2301));
      const heard = await stream.next(
        (event) => event.kind === 'position' && event.data.latitude === 52.2301,
      );
      expect(heard).toMatchObject({ divisionId, data: { courier: COURIER, longitude: 21.01 } });
      expect(heard.sseId).toBe(heard.id);
    } finally {
      stream.close();
    }
  });

  it('streams a task’s status change, once, to every stream of the division', async () => {
    const [task] = await t.database.db
      .select({ id: tasks.id, lockVersion: tasks.lockVersion, status: tasks.status, day: tasks.day })
      .from(tasks)
      .where(eq(tasks.divisionId, divisionId))
      .limit(1);
    const first = await openStream(base, HUB);
    const second = await openStream(base, 'administrator.god');
    try {
      await kit.ok(HUB, 'PUT', `tasks/${task!.id}/status-executor`, {
        executor: COURIER,
        lockVersion: task!.lockVersion,
      });
      for (const stream of [first, second]) {
        const heard = await stream.next((event) => event.kind === 'task' && event.data.taskId === task!.id);
        // The task's day, so a hub open on another day leaves its plan alone.
        expect(heard.data).toMatchObject({ courier: COURIER, day: task!.day });
        expect(
          stream.events.filter((event) => event.kind === 'task' && event.data.taskId === task!.id),
        ).toHaveLength(1);
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('resumes from Last-Event-ID: what was missed while away comes first, each event once', async () => {
    const stream = await openStream(base, HUB);
    await kit.ok(COURIER, 'POST', 'courier/positions', position(52.31));
    const last = await stream.next((event) => event.kind === 'position' && event.data.latitude === 52.31);
    stream.close();
    await kit.ok(COURIER, 'POST', 'courier/positions', position(52.32, new Date(Date.now() + 1000)));
    await kit.ok(COURIER, 'POST', 'courier/positions', position(52.33, new Date(Date.now() + 2000)));
    const resumed = await openStream(base, HUB, { 'last-event-id': last.id });
    try {
      await resumed.next((event) => event.kind === 'position' && event.data.latitude === 52.33);
      const latitudes = resumed.events
        .filter((event) => event.kind === 'position')
        .map((event) => event.data.latitude);
      expect(latitudes).toEqual([52.32, 52.33]);
    } finally {
      resumed.close();
    }
    // Opened afresh, a stream starts with what happens next, not the day's history.
    const fresh = await openStream(base, HUB);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fresh.events).toEqual([]);
    } finally {
      fresh.close();
    }
  });

  it('is for the courier-hub roles of the division, and refuses a wrong division or Last-Event-ID with a 4xx', async () => {
    const courier = await openStream(base, COURIER);
    expect(courier.response.status).toBe(403);
    const other = await kit.otherDivisionId();
    const token = await t.tokenOf('dispatch.krakow');
    const outside = await fetch(`${base}/api/v1/dispatch/events?divisionId=${divisionId}`, {
      headers: bearer(token),
    });
    expect([403, 404]).toContain(outside.status);
    expect(other).not.toBe(divisionId);
    const bad = await t.app.inject({
      url: '/api/v1/dispatch/events?divisionId=nope',
      headers: bearer(await t.tokenOf(HUB)),
    });
    expect(bad.statusCode).toBe(400);
    const badId = await openStream(base, HUB, { 'last-event-id': 'yesterday' });
    expect(badId.response.status).toBe(400);
  });

  it('keeps a day of events for reconnects, and no more', async () => {
    const { purgeDispatchEvents } = await import('../src/features/live-dispatch/dispatch-events.ts');
    const before = await t.database.db.select({ id: dispatchEvents.id }).from(dispatchEvents);
    expect(before.length).toBeGreaterThan(0);
    await purgeDispatchEvents(t.database.db, new Date(Date.now() + 25 * 3_600_000));
    expect(await t.database.db.select({ id: dispatchEvents.id }).from(dispatchEvents)).toEqual([]);
  });
});

describe('live ETAs in dispatch monitoring (issue 27)', () => {
  interface Monitored {
    courier: string;
    openTasks: {
      id: string;
      timeTo: string | null;
      late: boolean;
      eta: string | null;
      lateRisk: boolean;
      stop: { position: number; latitude: number; longitude: number } | null;
    }[];
    lateRisk: number;
    closedStops: { position: number; latitude: number; longitude: number; outcome: 'done' | 'failed' }[];
  }
  const monitoring = async () => {
    const { day } = await kit.ok<{ day: string }>(COURIER, 'GET', 'courier/today');
    const page = await kit.ok<{ items: Monitored[] }>(
      HUB,
      'GET',
      `dispatch-monitoring?divisionId=${divisionId}&day=${day}`,
    );
    return page.items.find((row) => row.courier === COURIER)!;
  };

  it('gives each open stop of a confirmed route an ETA from the phone’s position, and flags the ones it makes late', async () => {
    // Far away (Helsinki): every stop of the day is more than a day off, past any window of today.
    await kit.ok(COURIER, 'POST', 'courier/positions', position(60.17, new Date(Date.now() + 8000)));
    const far = await monitoring();
    const timed = far.openTasks.filter((task) => task.eta !== null);
    expect(timed.length).toBeGreaterThan(0);
    // Some 1,150 km by road at 25 km/h.
    expect(Date.parse(timed[0]!.eta!) - Date.now()).toBeGreaterThan(24 * 3_600_000);
    const windowed = timed.filter((task) => task.timeTo !== null);
    expect(windowed.length).toBeGreaterThan(0);
    expect(windowed.every((task) => task.lateRisk)).toBe(true);
    // The count covers the open pickups of the route too.
    expect(far.lateRisk).toBeGreaterThanOrEqual(windowed.filter((task) => !task.late).length);
    // The back-office workspace's queue: the dispatcher's working division, late first, then at risk.
    const queue = await kit.ok<{
      items: { courier: string; id: string; late: boolean; lateRisk: boolean }[];
      total: number;
    }>(HUB, 'GET', 'dispatch-monitoring/late-stops?limit=100');
    const mine = queue.items.filter((item) => item.courier === COURIER);
    expect(mine.map((item) => item.id)).toEqual(expect.arrayContaining(windowed.map((task) => task.id)));
    expect(queue.items.every((item) => item.late || item.lateRisk)).toBe(true);
    const lateFirst = queue.items.map((item) => item.late);
    expect(lateFirst).toEqual([...lateFirst].sort((a, b) => Number(b) - Number(a)));
    expect(queue.total).toBeGreaterThanOrEqual(queue.items.length);
    const one = await kit.ok<{ items: unknown[]; total: number }>(
      HUB,
      'GET',
      'dispatch-monitoring/late-stops?limit=1',
    );
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(queue.total);

    // Back in Warsaw: the ETAs come hours earlier and fewer stops are at risk.
    await kit.ok(COURIER, 'POST', 'courier/positions', {
      positions: [
        { latitude: 52.23, longitude: 21.01, accuracy: 5, at: new Date(Date.now() + 9000).toISOString() },
      ],
    });
    const near = await monitoring();
    const firstNear = near.openTasks.find((task) => task.id === timed[0]!.id)!;
    expect(Date.parse(firstNear.eta!)).toBeLessThan(Date.parse(timed[0]!.eta!) - 10 * 3_600_000);
  });

  it('draws the route’s closed stops as done or failed, and a task closed moves its stop there', async () => {
    const before = await monitoring();
    const open = before.openTasks.find((task) => task.stop !== null)!;
    const [row] = await t.database.db
      .select({ lockVersion: tasks.lockVersion })
      .from(tasks)
      .where(eq(tasks.id, open.id));
    await kit.ok(HUB, 'PUT', `tasks/${open.id}/status-executor`, {
      status: 'InProgress',
      lockVersion: row!.lockVersion,
    });
    await kit.ok(HUB, 'PUT', `tasks/${open.id}/status-executor`, {
      status: 'NotCompleted',
      note: 'Not delivered: the recipient was not there',
      lockVersion: row!.lockVersion + 1,
    });
    const after = await monitoring();
    expect(after.openTasks.map((task) => task.id)).not.toContain(open.id);
    expect(after.closedStops).toContainEqual({
      position: open.stop!.position,
      latitude: open.stop!.latitude,
      longitude: open.stop!.longitude,
      outcome: 'failed',
    });
    expect(after.closedStops.length).toBe(before.closedStops.length + 1);
  });
});

describe('route changes on the stream', () => {
  it('hears a route’s change when it commits, with its number, status, courier and what was done', async () => {
    const { day } = await kit.ok<{ day: string }>(COURIER, 'GET', 'courier/today');
    const [route] = await t.database.db
      .select()
      .from(courierRoutes)
      .where(
        and(
          eq(courierRoutes.courier, COURIER),
          eq(courierRoutes.day, day),
          eq(courierRoutes.status, 'Created'),
        ),
      );
    const stream = await openStream(base, HUB);
    try {
      await kit.ok(HUB, 'PUT', `routes/${route!.id}/initial-courier`, {
        courier: COURIER,
        lockVersion: route!.lockVersion,
      });
      const heard = await stream.next((event) => event.kind === 'route' && event.data.routeId === route!.id);
      expect(heard).toMatchObject({
        divisionId,
        data: { number: route!.number, status: 'Created', courier: COURIER, action: 'initial-courier', day },
      });
    } finally {
      stream.close();
    }
  });
});

describe('DEMO_MOVE: the demo couriers move along their routes of today', () => {
  it('puts each courier with a confirmed route where the lap has taken them, and the stream hears it', async () => {
    const stream = await openStream(base, HUB);
    try {
      const now = new Date(Date.now() + 60_000);
      const moved = await moveDemoCouriers(t.database.db, now);
      expect(moved).toBeGreaterThanOrEqual(2);
      const heard = await stream.next(
        (event) => event.kind === 'position' && event.data.at === now.toISOString(),
      );
      const [route] = await t.database.db
        .select({ polyline: courierRoutes.polyline })
        .from(courierRoutes)
        .where(
          and(
            eq(courierRoutes.courier, heard.kind === 'position' ? heard.data.courier : ''),
            eq(courierRoutes.status, 'Created'),
          ),
        );
      const [latitude, longitude] = pointAlong(route!.polyline, now.getTime())!;
      expect(heard.data).toMatchObject({ latitude, longitude });
    } finally {
      stream.close();
    }
    expect(loadConfig({ DEMO_MOVE: 'true' }).demoMove).toBe(true);
    expect(loadConfig({ DEMO_MOVE: 'true', DATABASE_URL: 'postgres://localhost/x' }).demoMove).toBe(false);
    expect(loadConfig({}).demoMove).toBe(false);
  });

  it('goes along the line at a steady pace and comes back to its start each lap', () => {
    const line: [number, number][] = [
      [52, 21],
      [52.1, 21],
      [52.1, 21.2],
    ];
    const lap = 30 * 60_000;
    expect(pointAlong(line, 0)).toEqual([52, 21]);
    expect(pointAlong(line, lap / 4)).toEqual([52.05, 21]);
    expect(pointAlong(line, lap / 2)).toEqual([52.1, 21]);
    expect(pointAlong(line, lap)).toEqual([52, 21]);
    expect(pointAlong([], 0)).toBeNull();
    expect(pointAlong([[50, 20]], 12345)).toEqual([50, 20]);
  });
});

describe('a slow console', () => {
  it('is dropped once more than the allowed bytes wait unsent, never held in memory', () => {
    let unsent = 0;
    let destroyed = false;
    const raw = {
      get writableLength() {
        return unsent;
      },
      get destroyed() {
        return destroyed;
      },
      writableEnded: false,
      writeHead: () => undefined,
      write: (chunk: string) => {
        unsent += chunk.length;
        return false;
      },
      destroy: () => {
        destroyed = true;
      },
      end: () => undefined,
    };
    const stream = new EventStream(raw as never);
    stream.open({});
    const big = 'x'.repeat(10_000);
    let sent = 0;
    while (!stream.closed && sent < 1_000) {
      stream.send({
        id: String(++sent),
        kind: 'task',
        divisionId,
        data: { taskId: big, status: 'New', courier: null, day: null },
      });
    }
    expect(destroyed).toBe(true);
    expect(unsent).toBeLessThan(MAX_UNSENT_BYTES + 20_000);
    stream.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let second: FastifyInstance;
  let secondDatabase: ReturnType<typeof openDatabase>;
  let secondBase: string;
  beforeAll(async () => {
    secondDatabase = openDatabase({ databaseUrl: t.databaseUrl!, dataDir: 'memory://' });
    second = await buildApp({ config: t.config, database: secondDatabase, logger: false });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  it('a position posted to one instance reaches a dispatcher connected to another within a second', async () => {
    const stream = await openStream(secondBase, HUB);
    try {
      const started = Date.now();
      await kit.ok(COURIER, 'POST', 'courier/positions', position(52.4, new Date(Date.now() + 5000)));
      await stream.next((event) => event.kind === 'position' && event.data.latitude === 52.4);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('a stopping instance ends its streams, and the console resumes on another without a gap', async () => {
    const thirdDatabase = openDatabase({ databaseUrl: t.databaseUrl!, dataDir: 'memory://' });
    const third = await buildApp({ config: t.config, database: thirdDatabase, logger: false });
    const thirdBase = await third.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(thirdBase, HUB);
    await kit.ok(COURIER, 'POST', 'courier/positions', position(52.5, new Date(Date.now() + 6000)));
    const last = await stream.next((event) => event.kind === 'position' && event.data.latitude === 52.5);
    await third.close();
    await thirdDatabase.close();
    await expect.poll(() => stream.ended(), { timeout: 2000 }).toBe(true);
    await kit.ok(COURIER, 'POST', 'courier/positions', position(52.6, new Date(Date.now() + 7000)));
    const resumed = await openStream(secondBase, HUB, { 'last-event-id': last.id });
    try {
      await resumed.next((event) => event.kind === 'position' && event.data.latitude === 52.6);
    } finally {
      resumed.close();
    }
  });
});
