import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BulkFill, fillBulkOperations, SHIPMENTS_PER_VISIT } from './bulk-operations.ts';

const SHIPMENTS = 400;
const options = { shipments: SHIPMENTS, days: 2, batchSize: 200, anchor: new Date('2026-11-20T18:00:00Z') };
const BULK = `number like 'SH__5%'`;

describe('bulk operational data', () => {
  let test: TestApp;
  let fill: BulkFill;
  const rows = async <T>(query: string) =>
    ((await test.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    test = await createTestApp();
    fill = await fillBulkOperations(test.database.db, options);
  });
  afterAll(() => test.close());

  it('writes the shipments with their parcels and services, and a visit per four shipments', async () => {
    expect(fill.created).toBe(true);
    const [counts] = await rows<Record<string, number>>(`select
      (select count(*)::int from shipments where ${BULK}) as shipments,
      (select sum(parcels_amount)::int from shipments where ${BULK}) as parcels_amount,
      (select count(*)::int from shipment_parcels p join shipments s on s.id = p.shipment_id where s.${BULK}) as parcels,
      (select count(*)::int from shipment_parcels p join shipments s on s.id = p.shipment_id
        where s.${BULK} and p.position = 1 and p.number = s.number) as first_parcels,
      (select count(distinct shipment_id)::int from shipment_services where service_code = 'Delivery'
        and shipment_id in (select id from shipments where ${BULK})) as delivered,
      (select count(*)::int from visits where number like 'VS9%') as visits,
      (select sum(documents_count)::int from visits where number like 'VS9%') as documents_count,
      (select count(*)::int from visit_documents d join visits v on v.id = d.visit_id where v.number like 'VS9%') as documents`);
    expect(counts).toMatchObject({
      shipments: SHIPMENTS,
      parcels: counts!.parcels_amount,
      first_parcels: SHIPMENTS,
      delivered: SHIPMENTS,
      visits: SHIPMENTS / SHIPMENTS_PER_VISIT,
      documents: counts!.documents_count,
    });
  });

  it('gives a phone one name, and its shipments to the visit search', async () => {
    const [phones] = await rows<{ phones: number; named: number }>(
      `select count(distinct sender_phone)::int as phones, count(distinct (sender_phone, sender_name))::int as named
       from shipments where ${BULK}`,
    );
    expect(phones!.named).toBe(phones!.phones);
    const [parcel] = await rows<{ number: string; shipment: string }>(
      `select p.number, s.id as shipment from shipment_parcels p join shipments s on s.id = p.shipment_id
       where s.${BULK} and p.position = 2 order by p.number limit 1`,
    );
    const token = await test.tokenOf('operator');
    const response = await test.app.inject({
      url: `/api/v1/shipments/visit-search/${parcel!.number}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups[0].ids).toEqual([parcel!.shipment]);
  });

  it('builds the indexes it dropped again, and a second call writes nothing', async () => {
    const indexes = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where tablename in ('shipments', 'visits', 'visit_documents')`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining([
        'shipments_date_time_idx',
        'shipments_number_trgm_idx',
        'visits_division_created_at_idx',
        'visit_documents_open_document_idx',
      ]),
    );
    const again = await fillBulkOperations(test.database.db, { ...options, anchor: new Date() });
    expect(again).toEqual({ anchor: options.anchor, created: false });
    const [count] = await rows<{ count: number }>(
      `select count(*)::int as count from shipments where ${BULK}`,
    );
    expect(count!.count).toBe(SHIPMENTS);
  });
});
