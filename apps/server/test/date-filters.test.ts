import type { Visit } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/** Every date filter takes a day, the spec's date-time and ISO 8601 with a zone (issue 9, item 8). */
let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let visit: Visit;
let created: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
  visit = await kit.openVisit();
  created = Date.parse(visit.createdAt);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The spec's form: six fraction digits, no zone. */
const specDateTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 23)}000`;
/** The same instant written with a +02:00 offset. */
const plusTwo = (ms: number) => `${new Date(ms + 2 * 3_600_000).toISOString().slice(0, 23)}+02:00`;

async function visitIds(query: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ ...query, limit: '100' });
  const response = await kit.call('operator', 'GET', `visits?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
}

describe('date filters', () => {
  it('a day: from its start to its end', async () => {
    expect(await visitIds({ createdAtFrom: day(created), createdAtTo: day(created) })).toContain(visit.id);
    expect(await visitIds({ createdAtFrom: day(created + 2 * DAY_MS) })).not.toContain(visit.id);
    expect(await visitIds({ createdAtTo: day(created - 2 * DAY_MS) })).not.toContain(visit.id);
  });

  it("the spec's date-time YYYY-MM-DDTHH:mm:ss.SSSSSS", async () => {
    const from = specDateTime(created - 2 * DAY_MS);
    expect(await visitIds({ createdAtFrom: from })).toContain(visit.id);
    expect(await visitIds({ createdAtFrom: specDateTime(created + 2 * DAY_MS) })).not.toContain(visit.id);
    expect(await visitIds({ createdAtTo: specDateTime(created - 2 * DAY_MS) })).not.toContain(visit.id);
    const shipments = await kit.call('operator', 'GET', 'shipments?dateTimeFrom=2026-11-24T00:00:00.000000');
    expect(shipments.statusCode, shipments.body).toBe(200);
  });

  it('ISO 8601 with a zone: that instant, to the second', async () => {
    expect(await visitIds({ createdAtFrom: new Date(created - 1000).toISOString() })).toContain(visit.id);
    expect(await visitIds({ createdAtFrom: new Date(created + 1000).toISOString() })).not.toContain(visit.id);
    expect(await visitIds({ createdAtTo: new Date(created + 1000).toISOString() })).toContain(visit.id);
    expect(await visitIds({ createdAtTo: new Date(created - 1000).toISOString() })).not.toContain(visit.id);
    expect(await visitIds({ createdAtFrom: plusTwo(created - 1000) })).toContain(visit.id);
    expect(await visitIds({ createdAtFrom: plusTwo(created + 1000) })).not.toContain(visit.id);
  });

  it.each([
    ['visits', 'createdAtFrom'],
    ['shipments', 'dateTimeTo'],
    ['shipment-modification', 'createdAtFrom'],
  ])('%s refuses a value that is no date with 400 (%s)', async (path, name) => {
    for (const value of ['2026-11-24T25:00:00', '2026-11-24 10:00', 'today']) {
      const response = await kit.call(
        'administrator.god',
        'GET',
        `${path}?${name}=${encodeURIComponent(value)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        errors: { [`querystring.${name}`]: 'date.base' },
      });
    }
  });
});
