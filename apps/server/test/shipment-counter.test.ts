import type { Order, Shipment, ShipmentJourneyEvent } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf } from '../src/features/shipments/shipment-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(login: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function newShipment(): Promise<Shipment> {
  const created = await call('operator', 'POST', 'v2/shipments', draftOf());
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Shipment>();
}

async function journey(id: string): Promise<ShipmentJourneyEvent[]> {
  return (await call('administrator.god', 'GET', `shipments/${id}/tracking`)).json<{
    items: ShipmentJourneyEvent[];
  }>().items;
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('POST shipments/{id}/claims (platform §6 "Shipment sell-goods and claim")', () => {
  it('records the claim in the shipment’s history for branch staff, service desk and administrator-god', async () => {
    const shipment = await newShipment();
    for (const login of ['branch.employee', 'terminal.manager', 'service.desk', 'administrator.god']) {
      const response = await call(login, 'POST', `shipments/${shipment.id}/claims`, {
        text: `Box dented (${login})`,
      });
      expect(response.statusCode, `${login}: ${response.body}`).toBe(201);
    }
    const claims = (await journey(shipment.id)).filter((event) => event.event === 'Claim');
    expect(claims.map((event) => event.note)).toEqual([
      'Box dented (branch.employee)',
      'Box dented (terminal.manager)',
      'Box dented (service.desk)',
      'Box dented (administrator.god)',
    ]);
    // A claim moves no parcel.
    expect(claims.every((event) => event.divisionId === null)).toBe(true);
  });

  it('refuses the roles the capability leaves out, bad text and an unknown shipment', async () => {
    const shipment = await newShipment();
    for (const login of ['courier', 'contact.centre.operator', 'dispatch.manager', 'pudo.manager'])
      expect(
        (await call(login, 'POST', `shipments/${shipment.id}/claims`, { text: 'Late' })).statusCode,
        login,
      ).toBe(403);
    expect(
      (await call('branch.employee', 'POST', `shipments/${shipment.id}/claims`, { text: ' ' })).statusCode,
    ).toBe(400);
    expect((await call('branch.employee', 'POST', `shipments/${shipment.id}/claims`, {})).statusCode).toBe(
      400,
    );
    expect(
      (await call('branch.employee', 'POST', `shipments/${MISSING}/claims`, { text: 'Late' })).statusCode,
    ).toBe(404);
    expect((await journey(shipment.id)).some((event) => event.event === 'Claim')).toBe(false);
  });
});

describe('POST shipments/{id}/orders (platform §6 "Shipment sell-goods")', () => {
  it('sells goods on the shipment: an order, and its number in the shipment’s history', async () => {
    const shipment = await newShipment();
    const response = await call('service.desk', 'POST', `shipments/${shipment.id}/orders`, {
      services: [{ serviceCode: 'TAPE', amount: 2 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<{ data: Order }>().data;
    expect(order.services).toEqual([expect.objectContaining({ serviceCode: 'TAPE', amount: 2 })]);
    expect(order.visitId).toBeNull();
    const sold = (await journey(shipment.id)).filter((event) => event.event === 'GoodsSold');
    expect(sold.map((event) => event.note)).toEqual([order.number]);
  });

  it('refuses a role without the capability, duplicate goods and an unknown shipment', async () => {
    const shipment = await newShipment();
    const body = { services: [{ serviceCode: 'TAPE', amount: 1 }] };
    expect((await call('courier', 'POST', `shipments/${shipment.id}/orders`, body)).statusCode).toBe(403);
    expect(
      (await call('contact.centre.operator', 'POST', `shipments/${shipment.id}/orders`, body)).statusCode,
    ).toBe(403);
    const twice = await call('branch.employee', 'POST', `shipments/${shipment.id}/orders`, {
      services: [
        { serviceCode: 'TAPE', amount: 1 },
        { serviceCode: 'TAPE', amount: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call('branch.employee', 'POST', `shipments/${MISSING}/orders`, body)).statusCode).toBe(404);
    expect((await journey(shipment.id)).some((event) => event.event === 'GoodsSold')).toBe(false);
  });
});
