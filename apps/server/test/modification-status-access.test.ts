import {
  can,
  MODIFICATION_CAPABILITIES,
  MODIFICATION_PATH_TYPE_LIST,
  MODIFICATION_PATH_TYPES,
  type Shipment,
  type ShipmentModificationView,
} from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { demoUserSpecs, NO_ACCESS_LOGIN } from '../src/seed/demo-users.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** Issue 9 item 4: a modification's status changes with the capability of its type (platform §6). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(login: string, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(await t.tokenOf(login)), payload });
}

async function acceptedInternational(): Promise<Shipment> {
  const draft = draftOf({
    internationalShipping: true,
    recipient: partyOf({ name: 'Lukas Müller', phone: '4915112345678', countryCode: 'DE' }),
    invoice: { currencyCode: 'EUR', totalCost: 100, items: [] },
  });
  const created = await call('operator', 'POST', 'v2/shipments', draft);
  expect(created.statusCode, created.body).toBe(201);
  const shipment = created.json<Shipment>();
  const accepted = await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return shipment;
}

describe('PUT shipment-modification/{type}/{id}/status', () => {
  it('moves an invoice inspection only for administrator-god and dispatch manager', async () => {
    const shipment = await acceptedInternational();
    const created = await call('dispatch.manager', 'POST', 'shipment-modification/invoice-inspection', {
      shipmentId: shipment.id,
      customerType: 'Internal',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<ShipmentModificationView>();
    const url = `shipment-modification/invoice-inspection/${id}/status`;
    for (const login of ['contact.centre.operator', 'courier', 'operator']) {
      for (const status of ['InProgress', 'Canceled']) {
        const denied = await call(login, 'PUT', url, { status });
        expect(denied.statusCode, `${login} ${status}`).toBe(403);
      }
    }
    const moved = await call('dispatch.manager', 'PUT', url, { status: 'InProgress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ShipmentModificationView>().status).toBe('InProgress');
    const done = await call('administrator.god', 'PUT', url, { status: 'Processed' });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('asks every type for the capability of the domain table, for every demo role', async () => {
    // An id no modification has: a permitted caller gets past the check to 404.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const users = demoUserSpecs().filter((spec) => spec.login !== NO_ACCESS_LOGIN);
    for (const pathType of MODIFICATION_PATH_TYPE_LIST) {
      const capability = MODIFICATION_CAPABILITIES[MODIFICATION_PATH_TYPES[pathType]];
      for (const user of users) {
        const response = await call(
          user.login,
          'PUT',
          `shipment-modification/${pathType}/${unknownId}/status`,
          {
            status: 'InProgress',
          },
        );
        const expected = can(user, capability) ? 404 : 403;
        expect(response.statusCode, `${user.login} ${pathType} (${capability})`).toBe(expected);
      }
    }
  });

  it('answers 400, not 403 or 500, for a type the path does not know', async () => {
    const response = await call(
      'dispatch.manager',
      'PUT',
      'shipment-modification/unknown/00000000-0000-4000-8000-000000000000/status',
      { status: 'InProgress' },
    );
    expect(response.statusCode).toBe(400);
  });
});
