import type { NotificationTemplate, ShipmentJourneyEvent, TemplateInput } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { notificationOutbox } from '../src/features/notifications/notification-outbox-table.ts';
import { shipmentEvents } from '../src/features/shipments/shipment-events-table.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
const GOD = 'administrator.god';

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const entries = (en: string, uk: string) => [
  { language: 'en', text: en },
  { language: 'uk', text: uk },
];

function informingTemplate(
  overrides: Partial<TemplateInput> = {},
  informing: Record<string, unknown> = {},
): TemplateInput {
  return {
    event_name: 'Accepted',
    event_description: 'Accepted, for the test',
    event_type: 'informing',
    informing: {
      country_code: ['UA'],
      information_channel: ['SMS'],
      client_type: 'recipient',
      sms: { description: entries('EN accepted {number}', 'UK прийнято {number}') },
      ...informing,
    } as TemplateInput['informing'],
    ...overrides,
  };
}

describe('templates: who may use them (platform §2: administrator-god only)', () => {
  it.each([
    ['GET', 'templates'],
    ['POST', 'templates'],
  ] as const)('%s %s refuses the service desk and a branch clerk', async (method, url) => {
    for (const login of ['service.desk', 'operator']) {
      const response = await kit.call(
        login,
        method,
        url,
        method === 'POST' ? informingTemplate() : undefined,
      );
      expect(response.statusCode, login).toBe(403);
    }
  });

  it('lists the demo templates for administrator-god, with the list columns', async () => {
    const list = await kit.ok<{ items: Record<string, unknown>[]; total: number }>(
      GOD,
      'GET',
      'templates?limit=50',
    );
    expect(list.total).toBeGreaterThanOrEqual(8);
    const row = list.items.find((item) => item.event_name === 'Accepted' && item.event_type === 'informing')!;
    expect(row).toMatchObject({ status: 'active', information_channel: ['SMS'], client_type: ['recipient'] });
    expect(row.country_code).toContain('pl');
    expect(row).not.toHaveProperty('informing');
  });
});

describe('templates: create, read, update, delete', () => {
  it('creates with the default days_info, updates on the current lockVersion only, deletes to inactive', async () => {
    const created = await kit.ok<NotificationTemplate>(GOD, 'POST', 'templates', informingTemplate(), 201);
    expect(created.days_info).toEqual({
      Monday: '08:00-21:00',
      Tuesday: '08:00-21:00',
      Wednesday: '08:00-21:00',
      Thursday: '08:00-21:00',
      Friday: '08:00-21:00',
      Saturday: '09:00-18:00',
      Sunday: null,
    });
    // Registers §2.3: country codes are kept lowercased.
    expect(created.informing?.country_code).toEqual(['ua']);
    const read = await kit.ok<NotificationTemplate>(GOD, 'GET', `templates/${created.id}`);
    expect(read.lockVersion).toBe(1);

    const { id, createdAt, updatedAt, deletedAt, ...body } = read;
    const updated = await kit.ok<NotificationTemplate>(GOD, 'PUT', `templates/${id}`, {
      ...body,
      event_description: 'Changed',
    });
    expect(updated).toMatchObject({ event_description: 'Changed', lockVersion: 2 });
    const stale = await kit.call(GOD, 'PUT', `templates/${id}`, body);
    expect(stale.statusCode).toBe(409);

    const filtered = await kit.ok<{ items: { id: string }[] }>(
      GOD,
      'GET',
      `templates?countryCodes[]=UA&eventNames[]=Accepted&informationChannels[]=SMS&clientTypes[]=recipient&active=active`,
    );
    expect(filtered.items.map((item) => item.id)).toContain(id);

    const deleted = await kit.ok<NotificationTemplate>(GOD, 'DELETE', `templates/${id}`);
    expect(deleted.active).toBe(false);
    expect(deleted.deletedAt).not.toBeNull();
    const again = await kit.ok<NotificationTemplate>(GOD, 'DELETE', `templates/${id}`);
    expect(again.lockVersion).toBe(deleted.lockVersion);
    const deletedList = await kit.ok<{ items: { id: string; status: string }[] }>(
      GOD,
      'GET',
      'templates?active=deleted',
    );
    expect(deletedList.items).toContainEqual(expect.objectContaining({ id, status: 'deleted' }));
    const activeList = await kit.ok<{ items: { id: string }[] }>(
      GOD,
      'GET',
      'templates?active=active&limit=100',
    );
    expect(activeList.items.map((item) => item.id)).not.toContain(id);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    expect((await kit.call(GOD, 'GET', 'templates/5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f')).statusCode).toBe(
      404,
    );
    expect((await kit.call(GOD, 'GET', 'templates/42')).statusCode).toBe(400);
    expect((await kit.call(GOD, 'DELETE', 'templates/5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f')).statusCode).toBe(
      404,
    );
  });
});

describe('templates: the schema of registers §5', () => {
  const refused = async (body: unknown, field: string, key: string) => {
    const response = await kit.call(GOD, 'POST', 'templates', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field], response.body).toBe(key);
  };

  it('needs tracking or informing (tracking_or_informing)', async () => {
    await refused(
      { event_name: 'Accepted', event_description: 'x', event_type: 'informing' },
      'body',
      'template.tracking_or_informing',
    );
  });

  it('needs event_name and event_description', async () => {
    await refused(informingTemplate({ event_description: undefined }), 'event_description', 'any.required');
    await refused({ ...informingTemplate(), event_name: undefined }, 'event_name', 'any.required');
  });

  it('needs a channel, a client type, a country and a block per channel used', async () => {
    await refused(
      informingTemplate({}, { information_channel: [] }),
      'informing.information_channel',
      'array.min',
    );
    await refused(informingTemplate({}, { country_code: [] }), 'informing.country_code', 'array.min');
    await refused(informingTemplate({}, { client_type: 'courier' }), 'informing.client_type', 'any.only');
    await refused(
      informingTemplate({}, { information_channel: ['Viber_SMS'] }),
      'informing.viber',
      'any.required',
    );
    await refused(
      informingTemplate({}, { sms: { description: [] } }),
      'informing.sms.description',
      'array.min',
    );
  });

  it('checks viber and push parameters (URIs or empty, at most 150 characters)', async () => {
    const viber = (ImageUri: string) =>
      informingTemplate(
        {},
        {
          information_channel: ['Viber'],
          viber: { description: entries('a', 'b'), ImageUri, ActionUri: '' },
        },
      );
    await refused(viber('not a uri'), 'informing.viber.ImageUri', 'string.pattern.base');
    expect((await kit.call(GOD, 'POST', 'templates', viber(''))).statusCode).toBe(201);
    const push = (product: string) =>
      informingTemplate(
        {},
        { information_channel: ['Push'], push: { description: entries('a', 'b'), product } },
      );
    await refused(push('x'.repeat(151)), 'informing.push.product', 'string.max');
    expect((await kit.call(GOD, 'POST', 'templates', push('x'.repeat(150)))).statusCode).toBe(201);
  });

  it('takes days_info as HH:MM-HH:MM, null or empty', async () => {
    await refused(
      informingTemplate({ days_info: { Monday: '25:00-26:00' } }),
      'days_info.Monday',
      'string.pattern.base',
    );
    await refused(
      informingTemplate({ days_info: { Funday: '08:00-09:00' } as never }),
      'days_info.Funday',
      'object.unknown',
    );
    const created = await kit.ok<NotificationTemplate>(
      GOD,
      'POST',
      'templates',
      informingTemplate({ days_info: { Monday: '', Sunday: null, Tuesday: '10:00-12:00' } }),
      201,
    );
    expect(created.days_info).toEqual({ Monday: '', Sunday: null, Tuesday: '10:00-12:00' });
  });

  it('checks the tracking blocks: information types, label, status codes, texts', async () => {
    const tracking = (online: Record<string, unknown>) => ({
      event_name: 'Arrived',
      event_description: 'Arrived',
      event_type: 'tracking',
      tracking: {
        information_types: ['online'],
        online: {
          client_type: 'all',
          status_code: [7],
          label: 'green',
          short: entries('s', 's'),
          long: entries('l', 'l'),
          info: entries('i', 'i'),
          ...online,
        },
      },
    });
    await refused(tracking({ label: 'blue' }), 'tracking.online.label', 'any.only');
    await refused(tracking({ status_code: [] }), 'tracking.online.status_code', 'array.min');
    await refused(tracking({ client_type: 'nobody' }), 'tracking.online.client_type', 'any.only');
    await refused(tracking({ short: [] }), 'tracking.online.short', 'array.min');
    await refused(
      { ...tracking({}), tracking: { information_types: ['details'] } },
      'tracking.details',
      'any.required',
    );
    await refused(
      { ...tracking({}), tracking: { information_types: [] } },
      'tracking.information_types',
      'array.min',
    );
    expect((await kit.call(GOD, 'POST', 'templates', tracking({}))).statusCode).toBe(201);
  });
});

describe('tracking texts per status code', () => {
  it('answers the text in the asked language, else English, to any signed-in user', async () => {
    const pl = await kit.ok<{ item: { short: string; label: string } }>(
      'operator',
      'GET',
      'tracking/template?statusCode=4&language=pl',
    );
    expect(pl.item).toMatchObject({ short: 'Przyjęta', label: 'orange' });
    const fr = await kit.ok<{ item: { short: string } }>(
      'operator',
      'GET',
      'tracking/template?statusCode=4&language=fr',
    );
    expect(fr.item.short).toBe('Accepted');
    const none = await kit.ok<{ item: null }>('operator', 'GET', 'tracking/template?statusCode=999');
    expect(none.item).toBeNull();
    expect((await kit.call('operator', 'GET', 'tracking/template?statusCode=abc')).statusCode).toBe(400);
  });
});

describe('a shipment’s tracking with its texts', () => {
  it('lists the events with the tracking text of each status code in the asked language', async () => {
    const shipment = await kit.toSend();
    await kit.ok('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    const tracking = await kit.ok<{
      items: { event: string; statusCode: number; tracking: { short: string } }[];
    }>('operator', 'GET', `shipments/${shipment.id}/tracking?language=uk`);
    expect(tracking.items.at(-1)).toMatchObject({
      event: 'Accepted',
      statusCode: 4,
      tracking: { short: 'Прийнято' },
    });
  });

  it('names the division (name and number) and the user of each event, for the shipment screen’s journey', async () => {
    const shipment = await kit.toSend();
    await kit.ok('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    const { items } = await kit.ok<{ items: ShipmentJourneyEvent[] }>(
      'operator',
      'GET',
      `shipments/${shipment.id}/tracking`,
    );
    const accepted = items.at(-1)!;
    expect(accepted.divisionId).not.toBeNull();
    const [division] = await t.database.db
      .select({ name: divisions.name, number: divisions.number })
      .from(divisions)
      .where(eq(divisions.id, accepted.divisionId!));
    expect(accepted).toMatchObject({
      event: 'Accepted',
      shipmentStatus: 'Accepted',
      divisionName: division!.name,
      divisionNumber: division!.number,
      userLogin: 'operator',
    });
    expect(Number.isNaN(Date.parse(accepted.createdAt))).toBe(false);
    expect(
      (await kit.call('operator', 'GET', 'shipments/5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f/tracking'))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('operator', 'GET', `shipments/${shipment.id}/tracking?language=ukr`)).statusCode,
    ).toBe(400);
    expect((await kit.call('no.access', 'GET', `shipments/${shipment.id}/tracking`)).statusCode).toBe(403);
  });
});

/** A Wednesday noon in Kyiv, inside the default window. */
const WEDNESDAY_NOON_KYIV = new Date('2026-11-25T10:00:00Z');

async function acceptedShipmentTo(country: string, phone: string) {
  const shipment = await kit.toSend({ recipient: { countryCode: country, phone } });
  await kit.ok('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
  return shipment;
}

/** Passes of the workers until nothing due is left (a pass delivers one batch). */
async function drainAll(now: Date) {
  for (let pass = 0; pass < 100; pass += 1) {
    const { sent, failed, retried } = await t.app.notifications.drainOnce(now);
    if (sent + failed + retried === 0) return;
  }
}

async function outboxOf(shipmentId: string) {
  return t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.shipmentId, shipmentId));
}

describe('sending: shipment events become messages in the outbox', () => {
  beforeAll(async () => {
    // Everything the demo left waiting goes first, so each test sees its own messages.
    await drainAll(new Date('2030-01-01T00:00:00Z'));
  });

  it('renders an accepted parcel’s message in the recipient’s language and sends it', async () => {
    const shipment = await acceptedShipmentTo('UA', '380501234567');
    const fed = await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    expect(fed.events).toBeGreaterThanOrEqual(1);
    const rows = await outboxOf(shipment.id);
    // The demo's Accepted template (all demo countries) and this file's UA-only ones.
    const demo = rows.find((row) => row.texts.sms?.startsWith('Посилку'));
    expect(demo, JSON.stringify(rows)).toMatchObject({
      language: 'uk',
      status: 'sent',
      clientType: 'recipient',
      phone: '380501234567',
      event: 'Accepted',
      attempts: 1,
    });
    expect(demo!.texts.sms).toContain(shipment.number);
    // The same events read again give no second message.
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    expect((await outboxOf(shipment.id)).length).toBe(rows.length);
  });

  it('falls back to English when the template has no text in the client’s language', async () => {
    await kit.ok(
      GOD,
      'POST',
      'templates',
      informingTemplate(
        {},
        { country_code: ['de'], sms: { description: entries('EN only-de {number}', 'UK only-de') } },
      ),
      201,
    );
    const shipment = await acceptedShipmentTo('DE', '4915112345678');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    const row = (await outboxOf(shipment.id)).find((item) => item.texts.sms?.includes('only-de'));
    expect(row).toMatchObject({ language: 'en', texts: { sms: `EN only-de ${shipment.number}` } });
  });

  it("fills {trackingUrl} with the shipment's tracking page (issue 27)", async () => {
    await kit.ok(
      GOD,
      'POST',
      'templates',
      informingTemplate(
        {},
        {
          country_code: ['cz'],
          sms: { description: entries('Track {number}: {trackingUrl}', 'UK {trackingUrl}') },
        },
      ),
      201,
    );
    const shipment = await acceptedShipmentTo('CZ', '420601123456');
    const { trackingUrl } = await kit.ok<{ trackingUrl: string }>(
      'operator',
      'GET',
      `shipments/${shipment.id}`,
    );
    expect(trackingUrl).toMatch(/^\/t\/[0-9a-f]{64}$/);
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    const row = (await outboxOf(shipment.id)).find((item) => item.texts.sms?.startsWith('Track'));
    // Without PUBLIC_ORIGIN (this app's configuration) the link is the path alone.
    expect(row?.texts.sms).toBe(`Track ${shipment.number}: ${trackingUrl}`);
  });

  it('leaves out clients of other countries and inactive templates', async () => {
    const created = await kit.ok<NotificationTemplate>(
      GOD,
      'POST',
      'templates',
      informingTemplate({}, { country_code: ['lt'], sms: { description: entries('lt-only', 'lt-only') } }),
      201,
    );
    await kit.ok(GOD, 'DELETE', `templates/${created.id}`);
    const shipment = await acceptedShipmentTo('LT', '37061234567');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    const rows = await outboxOf(shipment.id);
    expect(rows.some((row) => row.templateId === created.id)).toBe(false);
    expect(rows.some((row) => row.texts.sms === 'lt-only')).toBe(false);
  });

  it('refuses to save a placeholder no message can fill, even one every object inherits', async () => {
    for (const text of ['{constructor}', 'Parcel {number} at {branch}', '{__proto__}']) {
      const response = await kit.call(
        GOD,
        'POST',
        'templates',
        informingTemplate({}, { country_code: ['ua'], sms: { description: entries(text, text) } }),
      );
      expect(response.statusCode, text).toBe(400);
      expect(Object.values(response.json<{ errors: Record<string, string> }>().errors)).toContain(
        'template.placeholder',
      );
    }
  });

  it('holds a message whose placeholder has no value, with the reason, and never sends it', async () => {
    const text = 'Parcel {number} waits at {division}';
    const created = await kit.ok<NotificationTemplate>(
      GOD,
      'POST',
      'templates',
      informingTemplate({}, { country_code: ['ua'], sms: { description: entries(text, text) } }),
      201,
    );
    const shipment = await acceptedShipmentTo('UA', '380501234569');
    // The event's division is unknown (as for an event recorded without one).
    await t.database.db
      .update(shipmentEvents)
      .set({ divisionId: null })
      .where(eq(shipmentEvents.shipmentId, shipment.id));
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    await t.app.notifications.drainOnce(new Date(WEDNESDAY_NOON_KYIV.getTime() + 3_600_000));
    const [row] = (await outboxOf(shipment.id)).filter((item) => item.templateId === created.id);
    expect(row).toMatchObject({ status: 'held', lastError: 'No value for {division}', attempts: 0 });
    expect(row!.sentAt).toBeNull();
    await kit.ok(GOD, 'DELETE', `templates/${created.id}`);
  });

  it('keeps a message outside days_info waiting for the window in the client’s time zone', async () => {
    const created = await kit.ok<NotificationTemplate>(
      GOD,
      'POST',
      'templates',
      informingTemplate(
        { days_info: { Thursday: '09:00-10:00' } },
        { country_code: ['ua'], sms: { description: entries('window {number}', 'вікно {number}') } },
      ),
      201,
    );
    const shipment = await acceptedShipmentTo('UA', '380501234568');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    const [row] = (await outboxOf(shipment.id)).filter((item) => item.templateId === created.id);
    expect(row).toMatchObject({ status: 'waiting', attempts: 0, texts: { sms: `вікно ${shipment.number}` } });
    // Thursday 09:00 in Kyiv (UTC+2 in November).
    expect(row!.notBefore.toISOString()).toBe('2026-11-26T07:00:00.000Z');
    await t.app.notifications.drainOnce(new Date('2026-11-26T06:59:00Z'));
    expect((await outboxOf(shipment.id)).find((item) => item.id === row!.id)!.status).toBe('waiting');
    await drainAll(new Date('2026-11-26T07:00:00Z'));
    expect((await outboxOf(shipment.id)).find((item) => item.id === row!.id)!.status).toBe('sent');
    await kit.ok(GOD, 'DELETE', `templates/${created.id}`);
  });
});

describe('sending: the delivery queue', () => {
  it('two API instances on one database send each message once', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const shipments = [];
      for (let i = 0; i < 4; i += 1) shipments.push(await acceptedShipmentTo('UA', `38050123460${i}`));
      // Both feed the same events, then both deliver at once.
      await Promise.all([
        t.app.notifications.feedOnce(WEDNESDAY_NOON_KYIV),
        other.notifications.feedOnce(WEDNESDAY_NOON_KYIV),
      ]);
      await Promise.all([
        t.app.notifications.deliverOnce(WEDNESDAY_NOON_KYIV),
        other.notifications.deliverOnce(WEDNESDAY_NOON_KYIV),
        t.app.notifications.deliverOnce(WEDNESDAY_NOON_KYIV),
        other.notifications.deliverOnce(WEDNESDAY_NOON_KYIV),
      ]);
      for (const shipment of shipments) {
        // Messages due now (a template of another test may hold its own for a later window).
        const rows = (await outboxOf(shipment.id)).filter(
          (row) => row.notBefore.getTime() <= WEDNESDAY_NOON_KYIV.getTime(),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        // One row per template, client and channel, however many feeders read the event.
        const keys = rows.map((row) => `${row.templateId}:${row.informationChannel}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
    } finally {
      await other.close();
    }
  });
});

describe('sending: retries and back-off', () => {
  const silent = { info() {}, warn() {} } as never;
  /**
   * One pass claims at most ten messages, the oldest due first; the demo's own outbox (messages of
   * its seeded days, due before this test's clock) must not push this test's message out of it.
   */
  const EVERY_DUE = 1_000;

  async function waitingMessage(channel: string) {
    const shipment = await acceptedShipmentTo('UA', '380501239999');
    await t.app.notifications.feedOnce(WEDNESDAY_NOON_KYIV);
    const [row] = (await outboxOf(shipment.id)).filter((item) => item.informationChannel === channel);
    return row!;
  }

  it('retries a refused message after 30 s, 60 s, 120 s… and fails it after five attempts', async () => {
    const { deliverNotifications } = await import('../src/features/notifications/notification-delivery.ts');
    const row = await waitingMessage('SMS');
    const refusing = { deliver: async () => ({ ok: false as const, permanent: false, error: 'HTTP 503' }) };
    const port = {
      channels: { sms: refusing, sms_fast: refusing, viber: refusing, push: refusing, email: refusing },
    };
    let now = WEDNESDAY_NOON_KYIV.getTime();
    const read = async () =>
      (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id)))[0]!;
    for (const [attempt, wait] of [
      [1, 30],
      [2, 60],
      [3, 120],
      [4, 240],
    ] as const) {
      await deliverNotifications(t.database.db, port, silent, new Date(now), EVERY_DUE);
      const after = await read();
      expect(after).toMatchObject({ status: 'waiting', attempts: attempt, lastError: 'HTTP 503' });
      expect(after.nextAttemptAt.getTime()).toBe(now + wait * 1000);
      // Not due a second before its time.
      await deliverNotifications(t.database.db, port, silent, new Date(now + wait * 1000 - 1000), EVERY_DUE);
      expect((await read()).attempts).toBe(attempt);
      now += wait * 1000;
    }
    const logged: unknown[] = [];
    const log = {
      info: (...entry: unknown[]) => logged.push(entry),
      warn: (...entry: unknown[]) => logged.push(entry),
    };
    await deliverNotifications(t.database.db, port, log as never, new Date(now), EVERY_DUE);
    expect(await read()).toMatchObject({ status: 'failed', attempts: 5 });
    // The log names the message and its shipment by id, never the phone or the text.
    expect(JSON.stringify(logged)).toContain(row.id);
    expect(JSON.stringify(logged)).not.toContain('380501239999');
    expect(JSON.stringify(logged)).not.toContain(row.texts.sms!);
  });

  it('goes down the channel chain when a channel cannot reach the client', async () => {
    const { deliverNotifications } = await import('../src/features/notifications/notification-delivery.ts');
    const template = await kit.ok<NotificationTemplate>(
      GOD,
      'POST',
      'templates',
      informingTemplate(
        {},
        {
          country_code: ['ua'],
          information_channel: ['Push_SMS'],
          push: { description: entries('push {number}', 'пуш {number}') },
          sms: { description: entries('sms {number}', 'смс {number}') },
        },
      ),
      201,
    );
    const row = await waitingMessage('Push_SMS');
    expect(row.channels).toEqual(['push', 'sms']);
    const sent: string[] = [];
    const port = {
      channels: {
        push: { deliver: async () => ({ ok: false as const, permanent: true, error: 'no app' }) },
        sms: {
          deliver: async (message: { text: string }) => {
            sent.push(message.text);
            return { ok: true as const, provider: 'test' };
          },
        },
      },
    } as never;
    await deliverNotifications(t.database.db, port, silent, WEDNESDAY_NOON_KYIV, 500);
    await deliverNotifications(t.database.db, port, silent, WEDNESDAY_NOON_KYIV, 500);
    await kit.ok(GOD, 'DELETE', `templates/${template.id}`);
    const [after] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', sentChannel: 'sms', channelIndex: 1 });
    expect(sent.some((text) => text.startsWith('смс '))).toBe(true);
  });
});

describe('sending: a database’s first feeder', () => {
  it('starts at the latest event: what happened before is history, not news', async () => {
    const { notificationCursors } = await import(
      '../src/features/notifications/notification-outbox-table.ts'
    );
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    await t.database.db.delete(notificationCursors);
    const before = await acceptedShipmentTo('UA', '380501231111');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    expect(await outboxOf(before.id)).toEqual([]);
    const after = await acceptedShipmentTo('UA', '380501232222');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    expect((await outboxOf(after.id)).length).toBeGreaterThan(0);
  });
});

describe('the outbox for the service desk', () => {
  it('lists a shipment’s messages for the service desk only, and sends a failed one again', async () => {
    const shipment = await acceptedShipmentTo('UA', '380501230000');
    await t.app.notifications.drainOnce(WEDNESDAY_NOON_KYIV);
    const list = await kit.ok<{
      items: { id: string; text: string; language: string; status: string }[];
      total: number;
    }>('service.desk', 'GET', `notification-outbox?shipmentId=${shipment.id}`);
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.some((item) => item.language === 'uk' && item.text.includes(shipment.number))).toBe(
      true,
    );
    const byNumber = await kit.ok<{ total: number }>(
      'service.desk',
      'GET',
      `notification-outbox?shipmentNumber=${shipment.number}`,
    );
    expect(byNumber.total).toBe(list.total);
    // Administrator-god reads the outbox too; the operator does not.
    expect((await kit.call(GOD, 'GET', `notification-outbox?shipmentId=${shipment.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await kit.call('operator', 'GET', `notification-outbox?shipmentId=${shipment.id}`)).statusCode,
    ).toBe(403);
    expect((await kit.call('service.desk', 'GET', 'notification-outbox?shipmentNumber=12')).statusCode).toBe(
      400,
    );
    expect((await kit.call('service.desk', 'GET', 'notification-outbox?statuses[]=lost')).statusCode).toBe(
      400,
    );

    const failed = await kit.ok<{ items: { id: string }[]; total: number }>(
      'service.desk',
      'GET',
      'notification-outbox?statuses[]=failed',
    );
    expect(failed.total).toBeGreaterThan(0);
    const id = failed.items[0]!.id;
    for (const login of ['operator', GOD])
      expect((await kit.call(login, 'POST', `notification-outbox/${id}/retry`)).statusCode).toBe(403);
    expect(await kit.ok('service.desk', 'POST', `notification-outbox/${id}/retry`)).toMatchObject({
      id,
      status: 'waiting',
    });
    const again = await kit.call('service.desk', 'POST', `notification-outbox/${id}/retry`);
    expect(again.statusCode).toBe(422);
    expect(again.json<{ code: string }>().code).toBe('NOTIFICATION_NOT_FAILED');
    expect(
      (
        await kit.call(
          'service.desk',
          'POST',
          'notification-outbox/5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f/retry',
        )
      ).statusCode,
    ).toBe(404);
  });
});
