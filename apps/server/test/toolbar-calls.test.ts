import {
  deleteCallFor,
  mayCall,
  REGISTERS,
  type RegisterDefinition,
  type RegisterName,
  registerCalls,
  resourcePermissions,
  rowCallPath,
  type Shipment,
  type ShipmentModificationView,
} from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf } from '../src/features/shipments/shipment-factories.ts';
import { demoUser } from './route-callers.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAMES = Object.keys(REGISTERS) as RegisterName[];
const byKey = (key: string): RegisterDefinition | undefined =>
  Object.values(REGISTERS).find((register) => register.key === key);

/** `shipment-modification/{type}/{id}` and `/api/v1/shipment-modification/:type/:id` read alike. */
const shape = (method: string, path: string) =>
  `${method} ${path.replace(/^\/api\/v1\//, '').replace(/\{[a-zA-Z]+\}|:[a-zA-Z]+/g, '{}')}`;

async function call(login: string, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'POST',
    url: `/api/v1/${url}`,
    headers: bearer(await t.tokenOf(login)),
    ...(payload === undefined ? {} : { payload }),
  });
}

describe("every register toolbar's calls exist on the server", () => {
  it.each(NAMES)('%s', (name) => {
    const routes = new Set(t.app.apiRoutes.map((route) => shape(route.method, route.url)));
    const calls = registerCalls(REGISTERS[name], byKey);
    expect(calls.length).toBeGreaterThan(0);
    for (const { action, method, path } of calls) {
      const wanted = shape(method, path);
      // A parameter segment of the route may stand where the call has a literal (`{type}` = `refusal`).
      const found = [...routes].some((route) => matches(route, wanted));
      expect(found, `${name}: ${action} calls ${method} ${path}`).toBe(true);
    }
  });
});

function matches(route: string, wanted: string): boolean {
  const [routeMethod, routePath] = route.split(' ') as [string, string];
  const [wantedMethod, wantedPath] = wanted.split(' ') as [string, string];
  if (routeMethod !== wantedMethod) return false;
  const routeParts = routePath.split('/');
  const wantedParts = wantedPath.split('/');
  return (
    routeParts.length === wantedParts.length &&
    routeParts.every((part, index) => part === wantedParts[index] || part === '{}')
  );
}

describe('Delete on the shipments register', () => {
  it('deletes through POST shipment-modification/delete, only for those with shipmentDelete', async () => {
    const created = await call('operator', 'POST', 'v2/shipments', draftOf({ status: 'Draft' }));
    expect(created.statusCode, created.body).toBe(201);
    const shipment = created.json<Shipment>();
    const row = (await call('operator', 'GET', `shipments?ids[]=${shipment.id}`)).json<{
      items: Record<string, unknown>[];
    }>().items[0]!;
    const register = REGISTERS.shipments;
    const deleteCall = deleteCallFor(register, row);
    expect(deleteCall).toMatchObject({ method: 'POST', path: 'shipment-modification/delete' });
    for (const login of ['courier', 'pudo.manager']) {
      const user = demoUser(login);
      expect(mayCall(deleteCall!, user, resourcePermissions(user, 'shipments')), login).toBe(false);
      const refused = await call(
        login,
        'POST',
        rowCallPath(register, deleteCall!, row)!,
        deleteCall!.body!(row),
      );
      expect(refused.statusCode, login).toBe(403);
    }
    const operator = demoUser('operator');
    expect(mayCall(deleteCall!, operator, resourcePermissions(operator, 'shipments'))).toBe(true);
    const deleted = await call(
      'operator',
      'POST',
      rowCallPath(register, deleteCall!, row)!,
      deleteCall!.body!(row),
    );
    expect(deleted.statusCode, deleted.body).toBe(201);
    expect((await call('operator', 'GET', `shipments/${shipment.id}`)).json<Shipment>().status).toBe(
      'Deleted',
    );
    // A deleted shipment offers no Delete.
    expect(deleteCallFor(register, { ...row, status: 'Deleted' })).toBeUndefined();
  });
});

describe('Delete on the shipment-modification register', () => {
  it('cancels a refusal through its typed DELETE; a type without one offers no Delete', async () => {
    const created = await call('operator', 'POST', 'v2/shipments', draftOf({}));
    const shipment = created.json<Shipment>();
    expect((await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(200);
    const refusal = (
      await call('operator', 'POST', 'shipment-modification/refusal', { shipmentId: shipment.id })
    ).json<ShipmentModificationView>();
    const row = (await call('operator', 'GET', `shipment-modification?shipmentId=${shipment.id}`))
      .json<{ items: Record<string, unknown>[] }>()
      .items.find((item) => item.id === refusal.id)!;
    const register = REGISTERS.shipment_modification;
    const cancel = deleteCallFor(register, row)!;
    expect(rowCallPath(register, cancel, row)).toBe(`shipment-modification/refusal/${refusal.id}`);
    const answer = await call('operator', cancel.method, rowCallPath(register, cancel, row)!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(deleteCallFor(register, { ...row, type: 'InvoiceInspection' })).toBeUndefined();
    expect(deleteCallFor(register, { ...row, deletedAt: '2026-11-24T10:00:00Z' })).toBeUndefined();
  });
});
