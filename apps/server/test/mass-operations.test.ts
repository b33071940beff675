import type { MassCheckItem, MassOperation, Shipment } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const firstParcel = (shipment: Shipment) => shipment.parcels[0]!.number!;

async function apply(login: string, type: 'issuance' | 'lost', parcelNumbers: string[], note = 'Inventory') {
  return kit.ok<MassOperation>(login, 'POST', 'mass-operations', { type, parcelNumbers, note }, 201);
}

describe('mass issuance and mass loss', () => {
  it('is for administrator-god and quality control only', async () => {
    const body = { type: 'issuance', parcelNumbers: ['SHPL0000000001'] };
    for (const login of ['operator', 'pudo.manager', 'service.desk', 'dispatch.manager']) {
      expect((await kit.call(login, 'POST', 'mass-operations/check', body)).statusCode, login).toBe(403);
      expect((await kit.call(login, 'GET', 'mass-operations')).statusCode, login).toBe(403);
    }
    expect((await kit.call('quality.control', 'POST', 'mass-operations/check', body)).statusCode).toBe(200);
  });

  it('says per number whether it can be issued and why not', async () => {
    const waiting = await kit.toIssue();
    const ready = await kit.toSend();
    const { items } = await kit.ok<{ items: MassCheckItem[] }>(
      'quality.control',
      'POST',
      'mass-operations/check',
      {
        type: 'issuance',
        parcelNumbers: [
          firstParcel(waiting),
          'nonsense',
          'SHPL9999999999',
          firstParcel(ready),
          firstParcel(waiting),
        ],
      },
    );
    expect(items.map((item) => [item.applicable, item.reason])).toEqual([
      [true, null],
      [false, 'INVALID_NUMBER'],
      [false, 'UNKNOWN_PARCEL'],
      [false, 'NOT_ACCEPTED'],
    ]);
    expect(items[0]!.shipmentNumber).toBe(waiting.number);
  });

  it('reads numbers typed on a Cyrillic layout and in lower case', async () => {
    const waiting = await kit.toIssue();
    const { items } = await kit.ok<{ items: MassCheckItem[] }>(
      'administrator.god',
      'POST',
      'mass-operations/check',
      {
        type: 'lost',
        parcelNumbers: [` ${firstParcel(waiting).toLowerCase()} `],
      },
    );
    expect(items[0]).toMatchObject({ parcelNumber: firstParcel(waiting), applicable: true });
  });

  it('issues the good numbers, refuses the bad ones, and never stops on one', async () => {
    const good = [await kit.toIssue(), await kit.toIssue(), await kit.toIssue()];
    const issuedAlready = await kit.toIssue();
    await apply('administrator.god', 'issuance', [firstParcel(issuedAlready)]);
    const operation = await apply(
      'quality.control',
      'issuance',
      [
        firstParcel(good[0]!),
        'XX',
        firstParcel(issuedAlready),
        firstParcel(good[1]!),
        'SHPL9999999998',
        firstParcel(good[2]!),
      ],
      '  Handed over at the warehouse  ',
    );
    expect(operation.number).toMatch(/^MI\d{12}$/);
    expect(operation.note).toBe('Handed over at the warehouse');
    expect([operation.total, operation.applied, operation.refused]).toEqual([6, 3, 3]);
    expect(operation.items.map((item) => item.result)).toEqual([
      'Issued',
      'Refused',
      'Refused',
      'Issued',
      'Refused',
      'Issued',
    ]);
    expect(operation.items[2]!.reason).toBe('ALREADY_ISSUED');
    for (const shipment of good) {
      const read = await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`);
      expect(read.status).toBe('Issued');
    }
    const history = await kit.ok<{ items: { number: string }[] }>(
      'quality.control',
      'GET',
      'mass-operations?type=issuance',
    );
    expect(history.items.map((item) => item.number)).toContain(operation.number);
  });

  it('issues a shipment only when all its parcels are issued', async () => {
    const shipment = await kit.toIssue({
      draft: {
        parcels: [
          { actualWeight: 1000, length: 100, width: 100, height: 100 },
          { actualWeight: 500, length: 100, width: 100, height: 100 },
        ],
      },
    });
    const [first, second] = shipment.parcels.map((parcel) => parcel.number!);
    await apply('administrator.god', 'issuance', [first!]);
    expect((await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`)).status).toBe(
      'Accepted',
    );
    await apply('administrator.god', 'issuance', [second!]);
    expect((await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`)).status).toBe(
      'Issued',
    );
  });

  it('issues a parcel sent in two operations at once only once', async () => {
    const shipment = await kit.toIssue();
    const number = firstParcel(shipment);
    const [a, b] = await Promise.all([
      apply('administrator.god', 'issuance', [number]),
      apply('quality.control', 'issuance', [number]),
    ]);
    const results = [a.items[0]!, b.items[0]!].map((item) => `${item.result}:${item.reason ?? ''}`).sort();
    expect(results).toEqual(['Issued:', 'Refused:ALREADY_ISSUED']);
    const events = await t.database.db.execute(
      `select count(*)::int as n from shipment_events where shipment_id = '${shipment.id}' and event = 'Issued'`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('marks parcels lost with an event, then refuses them a second time and for issuance', async () => {
    const shipment = await kit.toIssue();
    const number = firstParcel(shipment);
    const operation = await apply('quality.control', 'lost', [number], 'Not found in the warehouse');
    expect(operation.number).toMatch(/^ML\d{12}$/);
    expect(operation.items[0]).toMatchObject({ result: 'Lost', reason: null });
    const problems = await t.database.db.execute(
      `select type, status from problem_parcels where '${number}' = any(parcel_numbers)`,
    );
    expect((problems as unknown as { rows: unknown[] }).rows).toEqual([
      { type: 'LostParcel', status: 'Open' },
    ]);
    const again = await apply('quality.control', 'lost', [number]);
    expect(again.items[0]).toMatchObject({ result: 'Refused', reason: 'ALREADY_LOST' });
    const issue = await apply('quality.control', 'issuance', [number]);
    expect(issue.items[0]).toMatchObject({ result: 'Refused', reason: 'PARCEL_LOST' });
    // The lost parcel left unissued is followed up as a NotIssuedParcel (registers §3.2).
    const after = await t.database.db.execute(
      `select type, notes as note from problem_parcels where '${number}' = any(parcel_numbers) order by created_at`,
    );
    const rows = (after as unknown as { rows: { type: string; note: { text: string }[] }[] }).rows;
    expect(rows.map((row) => row.type)).toEqual(['LostParcel', 'NotIssuedParcel']);
    expect(JSON.stringify(rows[1]!.note)).toContain(`${issue.number}: Inventory (PARCEL_LOST)`);
  });

  it('records a parcel a mass issuance could not hand over as a NotIssuedParcel, and none for an issued one', async () => {
    const ready = await kit.toSend();
    const waiting = await kit.toIssue();
    const operation = await apply('quality.control', 'issuance', [firstParcel(ready), firstParcel(waiting)]);
    expect(operation.items.map((item) => item.result)).toEqual(['Refused', 'Issued']);
    const types = async (number: string) =>
      (
        (await t.database.db.execute(
          `select type from problem_parcels where '${number}' = any(parcel_numbers)`,
        )) as unknown as { rows: { type: string }[] }
      ).rows.map((row) => row.type);
    expect(await types(firstParcel(ready))).toEqual(['NotIssuedParcel']);
    expect(await types(firstParcel(waiting))).toEqual([]);
    // Issued already: nothing more to follow up.
    const again = await apply('quality.control', 'issuance', [firstParcel(waiting)]);
    expect(again.items[0]).toMatchObject({ result: 'Refused', reason: 'ALREADY_ISSUED' });
    expect(await types(firstParcel(waiting))).toEqual([]);
  });

  it('refuses a note that is empty after trimming or longer than 100 characters, writing nothing', async () => {
    const shipment = await kit.toIssue();
    for (const note of ['   ', 'x'.repeat(101)]) {
      const response = await kit.call('administrator.god', 'POST', 'mass-operations', {
        type: 'issuance',
        parcelNumbers: [firstParcel(shipment)],
        note,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['note']);
    }
    expect((await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`)).status).toBe(
      'Accepted',
    );
    const tooMany = Array.from({ length: 501 }, (_, index) => `SHPL${String(index).padStart(10, '0')}`);
    expect(
      (
        await kit.call('administrator.god', 'POST', 'mass-operations/check', {
          type: 'lost',
          parcelNumbers: tooMany,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('gives the result as a CSV report', async () => {
    const shipment = await kit.toIssue();
    const operation = await apply('administrator.god', 'issuance', [firstParcel(shipment), '=cmd|x']);
    const response = await kit.call('quality.control', 'GET', `mass-operations/${operation.id}/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`${operation.number}.csv`);
    const lines = response.body.trim().split('\r\n');
    expect(lines[1]).toBe('input,parcelNumber,shipmentNumber,shipmentStatus,result,reason');
    expect(lines[2]).toBe(
      `${firstParcel(shipment)},${firstParcel(shipment)},${shipment.number},Issued,Issued,`,
    );
    // A formula-looking input is written as text, quoted (the domain's csvText, issue 30).
    expect(lines[3]).toBe(`"'=cmd|x",,,,Refused,INVALID_NUMBER`);
    expect(
      (await kit.call('quality.control', 'GET', `mass-operations/${crypto.randomUUID()}/report`)).statusCode,
    ).toBe(404);
  });
});

describe('mass operations across countries', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  /** A demo parcel waiting for issuance, sent within `country` and lying in a division there. */
  async function demoParcelIn(country: string) {
    const [row] = rowsOf<{ number: string; shipmentId: string }>(
      await t.database.db.execute(
        `select p.number, p.shipment_id as "shipmentId" from shipment_parcels p
          join shipments s on s.id = p.shipment_id
          join divisions d on d.id = p.current_division_id
          where d.country_code = '${country}' and s.sender_country_code = '${country}'
            and s.recipient_country_code = '${country}' and s.status = 'Accepted' and p.recipient is null
            and not exists (select 1 from shipment_events e where e.shipment_id = s.id and e.event = 'Lost')
          order by p.number limit 1`,
      ),
    );
    if (!row) throw new Error(`no demo parcel waiting in ${country}`);
    return row;
  }

  async function traceOf(parcel: { number: string; shipmentId: string }) {
    const [row] = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(
        `select s.status, p.recipient,
            (select count(*)::int from shipment_events e where e.shipment_id = s.id) as events,
            (select count(*)::int from problem_parcels q where '${parcel.number}' = any(q.parcel_numbers)) as problems
          from shipment_parcels p join shipments s on s.id = p.shipment_id where p.number = '${parcel.number}'`,
      ),
    );
    return row;
  }

  it('quality control in Poland is refused parcels lying in Ukraine and Germany, which stay as they were', async () => {
    const kyiv = await demoParcelIn('UA');
    const berlin = await demoParcelIn('DE');
    const warsaw = firstParcel(await kit.toIssue());
    const before = [await traceOf(kyiv), await traceOf(berlin)];
    expect(before[0]).toMatchObject({ status: 'Accepted', recipient: null });

    for (const type of ['issuance', 'lost'] as const) {
      const { items } = await kit.ok<{ items: MassCheckItem[] }>(
        'quality.control',
        'POST',
        'mass-operations/check',
        {
          type,
          parcelNumbers: [kyiv.number, berlin.number, warsaw],
        },
      );
      expect(items.map((item) => [item.parcelNumber, item.applicable, item.reason])).toEqual([
        [kyiv.number, false, 'OTHER_COUNTRY'],
        [berlin.number, false, 'OTHER_COUNTRY'],
        [warsaw, true, null],
      ]);
      // Another country's shipment is not described to the caller, only named as refused.
      expect(items[0]).toMatchObject({ shipmentId: null, shipmentNumber: null, shipmentStatus: null });

      const operation = await apply('quality.control', type, [kyiv.number, berlin.number]);
      expect([operation.applied, operation.refused]).toEqual([0, 2]);
      expect(operation.items.map((item) => [item.result, item.reason])).toEqual([
        ['Refused', 'OTHER_COUNTRY'],
        ['Refused', 'OTHER_COUNTRY'],
      ]);
    }
    expect([await traceOf(kyiv), await traceOf(berlin)]).toEqual(before);
  });

  it('administrator-god acts on parcels of every country', async () => {
    const kyiv = await demoParcelIn('UA');
    const { items } = await kit.ok<{ items: MassCheckItem[] }>(
      'administrator.god',
      'POST',
      'mass-operations/check',
      {
        type: 'lost',
        parcelNumbers: [kyiv.number],
      },
    );
    expect(items[0]).toMatchObject({ applicable: true, reason: null, shipmentId: kyiv.shipmentId });
  });
});
