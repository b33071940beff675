import type { Shipment, ShipmentModificationView, TrackingOptions, TrackingView } from '@console/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { pickups } from '../src/features/pickups/pickups-tables.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { DEMO_PUDO_DIVISION } from '../src/seed/demo-pudo.ts';
import { DEMO_TRACKING_ORDER, DEMO_TRACKING_RECIPIENT } from '../src/seed/demo-tracking.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** Issue 27: the recipient's tracking page, public and keyed by the shipment's token alone. */
const LIMIT = 12;

let t: TestApp;
let demo: Shipment;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRACKING_CALLS_PER_MINUTE: String(LIMIT) } });
  const [row] = await t.database.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.clientOrder, DEMO_TRACKING_ORDER));
  demo = await asOperator<Shipment>(`shipments/${row!.id}`);
  token = demo.trackingUrl.split('/t/')[1]!;
});
afterAll(() => t.close());

async function asOperator<T>(url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: bearer(await t.tokenOf('operator')),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A public call from its own client address, so each test counts its own calls. */
function publicCall(method: 'GET' | 'POST', url: string, address: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1/${url}`, remoteAddress: address, payload });
}

/** The limit counts in minute windows: a test that needs its calls in one window starts a fresh one near its end. */
async function freshMinute() {
  const into = (Date.now() / 1000) % 60;
  if (into > 54) await new Promise((resolve) => setTimeout(resolve, (60 - into) * 1000 + 100));
}

/** Empties the tracking counters: each test starts with its full allowance. */
async function resetLimits() {
  await t.database.db.execute(sql`delete from rate_limit_counters where bucket = 'tracking'`);
}

describe('the tracking token and link', () => {
  it("every shipment has its own unguessable token, and the shipment's answer links the page", async () => {
    expect(demo.trackingUrl).toMatch(/^\/t\/[0-9a-f]{64}$/);
    const result = await t.database.db.execute(
      sql`select count(*)::int as all, count(distinct tracking_token)::int as distinct from shipments`,
    );
    const [counts] = (result as unknown as { rows: { all: number; distinct: number }[] }).rows;
    expect(counts!.all).toBeGreaterThan(10);
    expect(counts!.distinct).toBe(counts!.all);
  });
});

describe('the configuration of the page', () => {
  it('takes the public origin for absolute links without its trailing slash, and refuses one that is no URL', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://console.example.com/' }).publicOrigin).toBe(
      'https://console.example.com',
    );
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'console' })).toThrow('PUBLIC_ORIGIN');
    expect(loadConfig({}).rateLimits.trackingPerMinute).toBe(60);
  });
});

describe('GET tracking/{token}', () => {
  it('answers status, window, city and steps without sign-in, and nothing personal', async () => {
    await resetLimits();
    const response = await publicCall('GET', `tracking/${token}`, '10.0.0.1');
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<TrackingView>();
    expect(view).toMatchObject({
      number: demo.number,
      status: 'Accepted',
      city: 'Warszawa',
      timeZone: 'Europe/Warsaw',
      countryCode: 'PL',
    });
    expect(view.window).not.toBeNull();
    expect(view.window!.precision).toMatch(/^(planned|approaching)$/);
    expect(view.window!.to > view.window!.from).toBe(true);
    expect(view.steps.map((step) => step.event)).toEqual(['Accepted', 'HandedToCourier']);
    expect(Object.keys(view.steps[0]!).sort()).toEqual(['at', 'event', 'place']);
    for (const personal of [
      DEMO_TRACKING_RECIPIENT.name,
      DEMO_TRACKING_RECIPIENT.phone,
      DEMO_TRACKING_RECIPIENT.street,
      'Zielińska',
      demo.sender.name,
      demo.sender.phone,
      'operator',
    ]) {
      expect(response.body).not.toContain(personal);
    }
  });

  it("narrows the window to half an hour once the courier's open stops before it are three or fewer", async () => {
    await resetLimits();
    const before = (await publicCall('GET', `tracking/${token}`, '10.0.0.5')).json<TrackingView>().window!;
    // The demo's plan puts the parcel on the route's last delivery stop: far, unless the route is short.
    expect(before.precision).toBe(before.stopsAway! > 3 ? 'planned' : 'approaching');
    // The courier is done with all but the last two stops before the parcel's (as the courier's day does).
    const result = await t.database.db.execute(sql`
      select s.kind, s.ref_id::text as id from route_stops s
      join route_stops own on own.route_id = s.route_id and s.position < own.position
      join tasks k on k.id = own.ref_id and ${demo.number} = any(k.shipment_numbers)
      order by s.position`);
    const earlier = (result as unknown as { rows: { kind: string; id: string }[] }).rows.slice(0, -2);
    const ids = (kind: string) => earlier.filter((stop) => stop.kind === kind).map((stop) => stop.id);
    if (ids('task').length)
      await t.database.db
        .update(tasks)
        .set({ status: 'Done' })
        .where(inArray(tasks.id, ids('task')));
    if (ids('pickup').length)
      await t.database.db
        .update(pickups)
        .set({ status: 'Done' })
        .where(inArray(pickups.id, ids('pickup')));
    const after = (await publicCall('GET', `tracking/${token}`, '10.0.0.5')).json<TrackingView>().window!;
    expect(after.precision).toBe('approaching');
    expect(after.stopsAway).toBeLessThanOrEqual(3);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(minutes(after.to) - minutes(after.from)).toBe(30);
    expect(minutes(before.to) - minutes(before.from)).toBe(before.stopsAway! > 3 ? 120 : 30);
  });

  it('answers 404 for a token no shipment has, and 400 for one that cannot be a token', async () => {
    await resetLimits();
    const wrong = await publicCall('GET', `tracking/${'0'.repeat(64)}`, '10.0.0.2');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('No parcel has this tracking link');
    expect((await publicCall('GET', 'tracking/short', '10.0.0.2')).statusCode).toBe(400);
    expect((await publicCall('GET', `tracking/${'x'.repeat(40)}%2F..`, '10.0.0.2')).statusCode).toBe(400);
  });

  it('answers 429 from one address past the limit, wrong tokens counting too; another address goes on', async () => {
    await resetLimits();
    await freshMinute();
    for (let call = 0; call < LIMIT; call += 1) {
      const url = call % 2 ? `tracking/${token}` : `tracking/${'1'.repeat(64)}`;
      expect((await publicCall('GET', url, '10.0.0.3')).statusCode).not.toBe(429);
    }
    const limited = await publicCall('GET', `tracking/${token}`, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toContain('from one address');
    expect((await publicCall('GET', `tracking/${token}`, '10.0.0.4')).statusCode).toBe(200);
    // The counters hold a digest of the address, never the address itself.
    const rows = await t.database.db.execute(sql`select user_id::text as subject from rate_limit_counters`);
    expect(JSON.stringify(rows)).not.toContain('10.0.0.3');
  });
});

describe("the recipient's choices", () => {
  it('offers nearby pickup points with free places and the days of the delivery interval', async () => {
    await resetLimits();
    const response = await publicCall('GET', `tracking/${token}/options`, '10.0.1.1');
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<TrackingOptions>();
    expect(options.refusal).toBeNull();
    expect(options.pudos.map((pudo) => pudo.name)).toContain(DEMO_PUDO_DIVISION.name);
    for (const pudo of options.pudos) {
      expect(pudo.freePlaces).toBeGreaterThan(0);
      expect(pudo.distanceKm).toBeLessThanOrEqual(10);
    }
    expect(options.dates.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(DEMO_TRACKING_RECIPIENT.name);
  });

  it('refuses a pickup point with no free place in plain words, and changes nothing', async () => {
    await resetLimits();
    const pudoId = await demoPudoId();
    // The point holds or expects the parcels its free places leave out of the default 100: a
    // capacity of exactly that many leaves none.
    const offered = (
      await publicCall('GET', `tracking/${token}/options`, '10.0.1.2')
    ).json<TrackingOptions>();
    const held = 100 - offered.pudos.find((pudo) => pudo.id === pudoId)!.freePlaces;
    expect(held).toBeGreaterThan(0);
    const { before, after } = await withCapacity(pudoId, String(held), () =>
      publicCall('POST', `tracking/${token}/redirect`, '10.0.1.2', { pudoId }),
    );
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'PUDO_FULL' });
    expect(before.json().message).toContain('no free place');
    expect(after).toEqual([]);
  });

  it('redirects to a pickup point as a Redirecting modification the console sees on the shipment', async () => {
    await resetLimits();
    const pudoId = await demoPudoId();
    const response = await publicCall('POST', `tracking/${token}/redirect`, '10.0.1.3', { pudoId });
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json<TrackingView>();
    expect(view.requests).toEqual([
      expect.objectContaining({
        type: 'Redirecting',
        status: 'NeedProcessing',
        target: DEMO_PUDO_DIVISION.name,
      }),
    ]);
    const list = await asOperator<{ items: ShipmentModificationView[] }>(
      `shipment-modification?shipmentId=${demo.id}`,
    );
    const redirect = list.items.find((item) => item.type === 'Redirecting');
    expect(redirect).toMatchObject({ user: 'system', source: 'TrackingPage', customerType: 'Recipient' });
    expect((redirect!.payload.recipient as { divisionId: string }).divisionId).toBe(pudoId);

    // Asked once: the same request again is refused in plain words, and no more points are offered.
    const again = await publicCall('POST', `tracking/${token}/redirect`, '10.0.1.3', { pudoId });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('A change of this kind is already being handled for your parcel.');
    const options = (
      await publicCall('GET', `tracking/${token}/options`, '10.0.1.3')
    ).json<TrackingOptions>();
    expect(options).toMatchObject({
      pudos: [],
      refusal: null,
      pudoRefusal: 'A change of this kind is already being handled for your parcel.',
      dateRefusal: null,
    });
  });

  it('moves the delivery to an offered day, and refuses a day not offered', async () => {
    await resetLimits();
    const options = (
      await publicCall('GET', `tracking/${token}/options`, '10.0.1.4')
    ).json<TrackingOptions>();
    const refused = await publicCall('POST', `tracking/${token}/delivery-date`, '10.0.1.4', {
      date: '2020-01-01',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('DATE_NOT_OFFERED');
    const date = options.dates[0]!.date;
    const moved = await publicCall('POST', `tracking/${token}/delivery-date`, '10.0.1.4', { date });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json<TrackingView>().requests).toContainEqual(
      expect.objectContaining({ type: 'ChangeDeliveryDate', target: date }),
    );
  });

  it('answers 400 for a body that is not a choice, and 404 for a wrong token', async () => {
    await resetLimits();
    const bad = await publicCall('POST', `tracking/${token}/redirect`, '10.0.1.5', { pudoId: 'nope' });
    expect(bad.statusCode).toBe(400);
    const wrong = await publicCall('POST', `tracking/${'2'.repeat(64)}/redirect`, '10.0.1.5', {
      pudoId: await demoPudoId(),
    });
    expect(wrong.statusCode).toBe(404);
  });
});

async function demoPudoId(): Promise<string> {
  const [row] = await t.database.db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.number, DEMO_PUDO_DIVISION.number));
  return row!.id;
}

/** Runs a call while the pickup point's capacity setting is `value`; answers the call and the redirections made. */
async function withCapacity(pudoId: string, value: string, call: () => ReturnType<typeof publicCall>) {
  const [row] = await t.database.db.select().from(divisions).where(eq(divisions.id, pudoId));
  await t.database.db
    .update(divisions)
    .set({ settings: [...row!.settings, { name: 'parcelCapacity', value }] })
    .where(eq(divisions.id, pudoId));
  try {
    const before = await call();
    const after = await t.database.db.execute(
      sql`select id from shipment_modifications where type = 'Redirecting' and shipment_id = ${demo.id}`,
    );
    return { before, after: (after as unknown as { rows: unknown[] }).rows };
  } finally {
    await t.database.db
      .update(divisions)
      .set({ settings: row!.settings })
      .where(and(eq(divisions.id, pudoId)));
  }
}
