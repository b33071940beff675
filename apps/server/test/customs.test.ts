import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type CustomsData,
  type CustomsGoodsLine,
  type CustomsQueueItem,
  type CustomsZone,
  crossesCustomsZones,
  type HsCode,
  type Shipment,
} from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../src/features/countries/countries-table.ts';
import { crossesZonesSql } from '../src/features/customs/customs-service.ts';
import { hsCodes } from '../src/features/customs/customs-tables.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

const run = promisify(execFile);
let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const goods = (overrides: Partial<CustomsGoodsLine> = {}): CustomsGoodsLine => ({
  description: 'Wool sweater',
  hsCode: '611011',
  quantity: '1',
  unit: 'pieces',
  netWeight: 400,
  value: '60.00',
  currencyCode: 'EUR',
  purpose: 'gift',
  countryOfOrigin: 'PL',
  ...overrides,
});

/** A PL → UA shipment with an invoice of `total` EUR: it crosses the EU customs border. */
async function international(total = 60, recipientCountry = 'UA'): Promise<Shipment> {
  return kit.toSend({
    draft: {
      internationalShipping: true,
      invoice: {
        currencyCode: 'EUR',
        totalCost: total,
        items: [{ description: 'Gifts', quantity: 1, value: total }],
      },
    },
    recipient: { countryCode: recipientCountry, phone: '380501234567' },
  });
}

const save = (login: string, body: Record<string, unknown>) =>
  kit.call(login, 'POST', 'shipments/customs/data', body);

describe('HS codes', () => {
  it('holds the 6,936 codes of HS 2022 (chapters, headings, subheadings), not Comtrade\'s 99 "not specified"', async () => {
    const rows = await t.database.db.select({ code: hsCodes.code }).from(hsCodes);
    expect(rows).toHaveLength(6936);
    expect(rows.some((row) => row.code.startsWith('99'))).toBe(false);
  });

  it('searches by code prefix, subheadings first', async () => {
    const { items } = await kit.ok<{ items: HsCode[] }>('broker', 'GET', 'search-cargo-hs-codes?search=0901');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.code.startsWith('0901'))).toBe(true);
    expect(items[0]!.code).toHaveLength(6);
    // An 8-digit national code finds its subheading.
    const national = await kit.ok<{ items: HsCode[] }>(
      'broker',
      'GET',
      'search-cargo-hs-codes?search=49019900',
    );
    expect(national.items.map((item) => item.code)).toEqual(['490199']);
  });

  it('searches by words of the description, every word', async () => {
    const { items } = await kit.ok<{ items: HsCode[] }>(
      'broker',
      'GET',
      `search-cargo-hs-codes?search=${encodeURIComponent('coffee roasted')}&limit=5`,
    );
    expect(items.map((item) => item.code)).toContain('090121');
    expect(items.length).toBeLessThanOrEqual(5);
    for (const item of items)
      expect(item.description.toLowerCase()).toMatch(/coffee.*roasted|roasted.*coffee/);
    const none = await kit.ok<{ items: HsCode[] }>('broker', 'GET', 'search-cargo-hs-codes?search=%25%25');
    expect(none.items).toEqual([]);
  });

  it('validates the query and its permission', async () => {
    expect((await kit.call('broker', 'GET', 'search-cargo-hs-codes')).statusCode).toBe(400);
    expect((await kit.call('broker', 'GET', 'search-cargo-hs-codes?search=a&limit=500')).statusCode).toBe(
      400,
    );
    expect((await kit.call('no.access', 'GET', 'search-cargo-hs-codes?search=01')).statusCode).toBe(403);
  });
});

describe('customs data hub', () => {
  it('queues the shipments crossing customs zones: missing and drafts first, then submitted and rejected', async () => {
    const { items, total } = await kit.ok<{ items: CustomsQueueItem[]; total: number }>(
      'broker',
      'GET',
      'shipments/customs/queue?limit=100',
    );
    expect(total).toBeGreaterThanOrEqual(8);
    const ranks = { Missing: 0, Draft: 1, Submitted: 2, Rejected: 3, Accepted: 4 } as const;
    const order = items.map((item) => ranks[item.customsStatus]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(items.map((item) => item.customsStatus))).toEqual(
      new Set(['Missing', 'Draft', 'Submitted', 'Rejected']),
    );
    // PL → DE stays inside the EU customs union: never in the queue.
    for (const item of items)
      expect(item.senderZone === 'Europe' && item.recipientZone === 'Europe').toBe(false);
    const rejected = await kit.ok<{ items: CustomsQueueItem[] }>(
      'broker',
      'GET',
      'shipments/customs/queue?statuses=Rejected',
    );
    expect(rejected.items.map((item) => item.customsStatus)).toEqual(['Rejected']);
  });

  it('pages the queue in its order across statuses, newest first within each, every shipment once', async () => {
    type Page = { items: CustomsQueueItem[]; total: number };
    const all = await kit.ok<Page>('broker', 'GET', 'shipments/customs/queue?limit=100');
    expect(all.items).toHaveLength(all.total);
    const ranks = { Missing: 0, Draft: 1, Submitted: 2, Rejected: 3, Accepted: 4 } as const;
    for (let index = 1; index < all.items.length; index += 1) {
      const [before, after] = [all.items[index - 1]!, all.items[index]!];
      const byRank = ranks[before.customsStatus] - ranks[after.customsStatus];
      expect(byRank <= 0).toBe(true);
      if (byRank === 0) expect(before.dateTime >= after.dateTime).toBe(true);
    }
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const answer = await kit.ok<Page>('broker', 'GET', `shipments/customs/queue?limit=3&page=${page}`);
      expect(answer.total).toBe(all.total);
      paged.push(...answer.items.map((item) => item.shipmentId));
    }
    expect(paged).toEqual(all.items.map((item) => item.shipmentId));
    const late = await kit.ok<Page>(
      'broker',
      'GET',
      'shipments/customs/queue?statuses=Submitted&statuses=Rejected&limit=100',
    );
    expect(late.items.map((item) => item.shipmentId)).toEqual(
      all.items
        .filter((item) => item.customsStatus === 'Submitted' || item.customsStatus === 'Rejected')
        .map((item) => item.shipmentId),
    );
    expect(late.total).toBe(late.items.length);
  });

  it('is open to administrator-god, service desk and broker only', async () => {
    for (const login of ['administrator.god', 'service.desk', 'broker'])
      expect((await kit.call(login, 'GET', 'shipments/customs/queue')).statusCode).toBe(200);
    for (const login of ['operator', 'courier', 'branch.manager'])
      expect((await kit.call(login, 'GET', 'shipments/customs/queue')).statusCode).toBe(403);
    const shipment = await international();
    expect((await save('operator', { shipmentId: shipment.id, status: 'Draft', lines: [] })).statusCode).toBe(
      403,
    );
  });

  it('shows a shipment with its invoice and parcels, and refuses one that crosses no border', async () => {
    const shipment = await international();
    const data = await kit.ok<{ shipment: Shipment; customs: CustomsData }>(
      'broker',
      'GET',
      `shipments/customs/data/${shipment.id}`,
    );
    expect(data.shipment.invoice).toMatchObject({ currencyCode: 'EUR', totalCost: 60 });
    expect(data.shipment.parcels).toHaveLength(1);
    expect(data.customs).toMatchObject({ status: 'Missing', lines: [], lockVersion: null, history: [] });
    const domestic = await kit.toSend();
    await kit.refused(
      'broker',
      'GET',
      `shipments/customs/data/${domestic.id}`,
      undefined,
      'CUSTOMS_NOT_NEEDED',
    );
    const inEurope = await international(60, 'DE');
    await kit.refused(
      'broker',
      'GET',
      `shipments/customs/data/${inEurope.id}`,
      undefined,
      'CUSTOMS_NOT_NEEDED',
    );
    expect(
      (await kit.call('broker', 'GET', `shipments/customs/data/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('saves a draft, then submits lines whose total matches the invoice exactly, with history and lock versions', async () => {
    const shipment = await international(64.3);
    const draft = await kit.ok<CustomsData>('broker', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Draft',
      lines: [goods({ value: '40.10' })],
    });
    expect(draft).toMatchObject({ status: 'Draft', lockVersion: 1, updatedByUser: 'broker' });
    // The lines add up to 64.29: one cent short is refused.
    const short = await save('broker', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lockVersion: 1,
      lines: [goods({ value: '40.10' }), goods({ value: '24.19', hsCode: '090210' })],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'CUSTOMS_INCOMPLETE' });
    expect(short.json<{ message: string }>().message).toContain('64.29');
    // 40.10 + 24.20 = 64.30 exactly (floats would give 64.30000000000001).
    const submitted = await kit.ok<CustomsData>('broker', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lockVersion: 1,
      lines: [goods({ value: '40.10' }), goods({ value: '24.20', hsCode: '090210' })],
    });
    expect(submitted.status).toBe('Submitted');
    expect(submitted.lockVersion).toBe(2);
    expect(submitted.history.map((entry) => entry.status)).toEqual(['Submitted', 'Draft']);
    // A stale lock version is a conflict; a missing one a validation error; nothing is written.
    const stale = await save('broker', {
      shipmentId: shipment.id,
      status: 'Draft',
      lockVersion: 1,
      lines: [],
    });
    expect(stale.statusCode).toBe(409);
    const missing = await save('broker', { shipmentId: shipment.id, status: 'Draft', lines: [] });
    expect(missing.statusCode).toBe(400);
    const after = await kit.ok<{ customs: CustomsData }>(
      'broker',
      'GET',
      `shipments/customs/data/${shipment.id}`,
    );
    expect(after.customs.lockVersion).toBe(2);
    expect(after.customs.lines).toHaveLength(2);
  });

  it('refuses an HS code that does not exist and lines in another currency', async () => {
    const shipment = await international(60);
    const unknown = await save('broker', {
      shipmentId: shipment.id,
      status: 'Draft',
      lines: [goods({ hsCode: '999999' })],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'HS_CODE_UNKNOWN' });
    // A heading (4 digits) is not a declarable code; letters are not a code.
    expect(
      (await save('broker', { shipmentId: shipment.id, status: 'Draft', lines: [goods({ hsCode: '0901' })] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await save('broker', {
          shipmentId: shipment.id,
          status: 'Draft',
          lines: [goods({ hsCode: 'ABCDEF' })],
        })
      ).statusCode,
    ).toBe(400);
    const currency = await save('broker', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lines: [goods({ currencyCode: 'PLN' })],
    });
    expect(currency.statusCode).toBe(422);
    expect(currency.json<{ message: string }>().message).toContain('EUR');
    const data = await kit.ok<{ customs: CustomsData }>(
      'broker',
      'GET',
      `shipments/customs/data/${shipment.id}`,
    );
    expect(data.customs.status).toBe('Missing');
  });

  it('takes documents only as 49019900, and never mixed with goods', async () => {
    const shipment = await international(1);
    const mixed = await save('broker', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lines: [goods({ hsCode: '49019900', value: '0.50' }), goods({ value: '0.50' })],
    });
    expect(mixed.statusCode).toBe(422);
    const documents = await kit.ok<CustomsData>('broker', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lines: [goods({ description: 'Contract', hsCode: '49019900', value: '1.00' })],
    });
    expect(documents.status).toBe('Submitted');
  });

  it('lets a reviewer reject with a note or accept; the broker corrects rejected data; accepted data is final', async () => {
    const shipment = await international(60);
    const submitted = await kit.ok<CustomsData>('broker', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lines: [goods()],
    });
    expect(
      (
        await save('broker', {
          shipmentId: shipment.id,
          status: 'Rejected',
          note: 'x',
          lockVersion: submitted.lockVersion,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await save('service.desk', {
          shipmentId: shipment.id,
          status: 'Rejected',
          lockVersion: submitted.lockVersion,
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await kit.ok<CustomsData>('service.desk', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Rejected',
      note: 'Describe the material of the sweater',
      lockVersion: submitted.lockVersion,
    });
    expect(rejected).toMatchObject({ status: 'Rejected', note: 'Describe the material of the sweater' });
    expect(rejected.lines).toEqual(submitted.lines);
    await kit.refused(
      'administrator.god',
      'POST',
      'shipments/customs/data',
      { shipmentId: shipment.id, status: 'Accepted', lockVersion: rejected.lockVersion },
      'CUSTOMS_NOT_SUBMITTED',
    );
    const corrected = await kit.ok<CustomsData>('broker', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Submitted',
      lockVersion: rejected.lockVersion,
      lines: [goods({ description: 'Wool sweater, 100% merino' })],
    });
    expect(corrected.note).toBeNull();
    const accepted = await kit.ok<CustomsData>('administrator.god', 'POST', 'shipments/customs/data', {
      shipmentId: shipment.id,
      status: 'Accepted',
      lockVersion: corrected.lockVersion,
    });
    expect(accepted.history.map((entry) => entry.status)).toEqual([
      'Accepted',
      'Submitted',
      'Rejected',
      'Submitted',
    ]);
    await kit.refused(
      'broker',
      'POST',
      'shipments/customs/data',
      { shipmentId: shipment.id, status: 'Draft', lockVersion: accepted.lockVersion, lines: [] },
      'CUSTOMS_ACCEPTED',
    );
  });

  it('validates the save body (400, nothing written)', async () => {
    const shipment = await international();
    for (const body of [
      {},
      { shipmentId: 'x', status: 'Draft', lines: [] },
      { shipmentId: shipment.id, status: 'Sent', lines: [] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ value: '1.234' })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ quantity: '0' })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ unit: 'litre' as never })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ purpose: 'smuggling' as never })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ countryOfOrigin: 'pl' })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [goods({ netWeight: 0 })] },
      { shipmentId: shipment.id, status: 'Draft', lines: [], extra: 1 },
    ]) {
      const response = await save('broker', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const data = await kit.ok<{ customs: CustomsData }>(
      'broker',
      'GET',
      `shipments/customs/data/${shipment.id}`,
    );
    expect(data.customs.status).toBe('Missing');
  });

  it('prints the CN 23 as a PDF and exports many shipments as one CSV', async () => {
    const first = await international(64.3);
    await kit.ok('broker', 'POST', 'shipments/customs/data', {
      shipmentId: first.id,
      status: 'Submitted',
      lines: [
        goods({ value: '40.10', description: '=HYPERLINK("x")' }),
        goods({ value: '24.20', hsCode: '090210', description: 'Green tea, "sencha"' }),
      ],
    });
    // Made long before its goods were declared: the CN 23 is dated by the declaration (issue 24).
    await t.database.db
      .update(shipments)
      .set({ createdAt: new Date('2025-01-05T10:00:00Z') })
      .where(eq(shipments.id, first.id));
    const second = await international(1);
    await kit.ok('broker', 'POST', 'shipments/customs/data', {
      shipmentId: second.id,
      status: 'Draft',
      lines: [goods({ hsCode: '49019900', value: '1.00', description: 'Letters' })],
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/print-form/cn23?ids=${first.id}&ids=${second.id}`,
      headers: bearer(await t.tokenOf('broker')),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(join(tmpdir(), 'cn23-'));
    await writeFile(join(dir, 'cn23.pdf'), pdf.rawPayload);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'cn23.pdf'), '-']);
    await rm(dir, { recursive: true, force: true });
    expect(stdout).toContain('CN 23');
    expect(stdout).toContain('611011');
    expect(stdout).toContain('64.30 EUR');
    expect(stdout).toContain(first.number);
    expect(stdout).toContain(second.number);
    expect(stdout).toContain('Documents');
    expect(stdout).not.toContain('2025-01-05');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shipments/customs/export?ids[]=${first.id}&ids[]=${second.id}`,
      headers: bearer(await t.tokenOf('broker')),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toMatch(/^shipment_number,customs_status,/);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(`${first.number},Submitted`);
    expect(rows[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows[2]).toContain('"Green tea, ""sencha"""');
    expect(rows[3]).toContain(`${second.number},Draft`);
    expect(rows[3]).toContain('49019900');

    const none = await international();
    await kit.refused(
      'broker',
      'GET',
      `shipments/print-form/cn23?ids=${none.id}`,
      undefined,
      'CUSTOMS_MISSING',
    );
    expect((await kit.call('broker', 'GET', 'shipments/print-form/cn23')).statusCode).toBe(400);
    expect(
      (await kit.call('broker', 'GET', `shipments/customs/export?ids=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await kit.call('operator', 'GET', `shipments/customs/export?ids=${first.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await kit.call('broker', 'GET', `shipments/print-form/cn23?ids=${first.id}&timeZone=Mars/Base`))
        .statusCode,
    ).toBe(400);
  });
});

describe("the queue's crossing flag", () => {
  const queued = async (number: string) =>
    (
      await kit.ok<{ items: CustomsQueueItem[] }>('broker', 'GET', `shipments/customs/queue?number=${number}`)
    ).items.map((item) => item.number);
  const zoneOf = async (code: string) =>
    (await t.database.db.select().from(countries).where(eq(countries.code, code)))[0]?.customsZone ?? null;

  it('is the domain rule of crossesCustomsZones for every stored shipment', async () => {
    const rows = await t.database.db
      .select({
        from: shipments.senderCountryCode,
        to: shipments.recipientCountryCode,
        flag: shipments.crossesCustoms,
        fromZone: sql<CustomsZone | null>`(select customs_zone from countries where code = ${shipments.senderCountryCode})`,
        toZone: sql<CustomsZone | null>`(select customs_zone from countries where code = ${shipments.recipientCountryCode})`,
      })
      .from(shipments);
    expect(rows.some((row) => row.flag)).toBe(true);
    expect(rows.some((row) => !row.flag && row.from !== row.to)).toBe(true);
    for (const row of rows)
      expect(row.flag, `${row.from} → ${row.to}`).toBe(
        crossesCustomsZones({ code: row.from, zone: row.fromZone }, { code: row.to, zone: row.toZone }),
      );
  });

  it("follows a shipment's countries and a country's customs zone, whoever changes them", async () => {
    const shipment = await international(40);
    expect(await queued(shipment.number)).toEqual([shipment.number]);
    const ukraine = await zoneOf('UA');
    const poland = await zoneOf('PL');
    await t.database.db.update(countries).set({ customsZone: poland }).where(eq(countries.code, 'UA'));
    try {
      expect(await queued(shipment.number)).toEqual([]);
    } finally {
      await t.database.db.update(countries).set({ customsZone: ukraine }).where(eq(countries.code, 'UA'));
    }
    expect(await queued(shipment.number)).toEqual([shipment.number]);
    await t.database.db
      .update(shipments)
      .set({ recipientCountryCode: 'PL' })
      .where(eq(shipments.id, shipment.id));
    expect(await queued(shipment.number)).toEqual([]);
  });
});

describe('HS code search plans', () => {
  async function plan(statement: string): Promise<string> {
    return t.database.db.transaction(async (tx) => {
      // Small table: the planner may prefer a scan; forbid it to prove the indexes serve the search.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${statement}`));
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
  }

  it('finds a code beginning through the byte-order index and words through the trigram index', async () => {
    expect(await plan(`select code from hs_codes where code collate "C" like '0901%'`)).toContain(
      'hs_codes_code_prefix_idx',
    );
    expect(
      await plan(
        `select code from hs_codes where description ilike '%coffee%' and description ilike '%roasted%'`,
      ),
    ).toContain('hs_codes_description_trgm_idx');
  });

  it("reads the customs queue's shipments through the partial index, comparing no countries", async () => {
    const query = t.database.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(crossesZonesSql())
      .orderBy(sql`${shipments.dateTime} desc`)
      .toSQL();
    expect(query.params).toEqual([]);
    const queuePlan = await plan(query.sql);
    expect(queuePlan).toContain('shipments_customs_queue_idx');
    expect(queuePlan).not.toContain('countries');
  });
});
