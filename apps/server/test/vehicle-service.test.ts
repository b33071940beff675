import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workingDivisionOf } from '../src/features/auth/auth-tables.ts';
import { createVehiclePort } from '../src/features/scanning/vehicle-port.ts';
import { type Handler, json, localHttpServer, type ReceivedRequest, silent } from './local-http-server.ts';
import { scanningKit } from './scanning-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The vehicle service's JSON-RPC adapter (`VEHICLE_SERVICE_URL`) against a local JSON-RPC server. */
let service: Awaited<ReturnType<typeof localHttpServer>>;
let t: TestApp;
let kit: ReturnType<typeof scanningKit>;
const TIMEOUT_MS = 300;

interface RpcRequest {
  jsonrpc: string;
  id: number;
  method: string;
  params: Record<string, unknown>;
}

/** A JSON-RPC 2.0 server: `result` answers each call by its method and parameters. */
const rpc =
  (result: (call: RpcRequest) => unknown): Handler =>
  (request, reply) => {
    const call = request.body as RpcRequest;
    json(200, { jsonrpc: '2.0', id: call.id, result: result(call) })(request, reply);
  };

const FLEET = [
  { number: 'WX 12345', model: 'Mercedes Sprinter' },
  { number: 'WX 12399', model: null },
  { number: 'WX 12300' },
  { number: 'WX 12311', model: 'Iveco Daily' },
];

beforeAll(async () => {
  service = await localHttpServer(rpc(() => null));
  t = await createTestApp({
    env: { VEHICLE_SERVICE_URL: `${service.url}/rpc`, VEHICLE_SERVICE_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  kit = scanningKit(t);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const search = (text: string) => kit.call('operator', 'GET', `vehicles?search=${encodeURIComponent(text)}`);
const callsOf = (method: string, since: number): ReceivedRequest[] =>
  service.received.slice(since).filter((request) => (request.body as RpcRequest).method === method);

describe('vehicle search against the vehicle service', () => {
  it('calls FindVehicles as JSON-RPC 2.0 and answers at most 3 of its vehicles', async () => {
    service.answer(
      rpc((call) => ({ items: FLEET.filter((v) => v.number.includes(String(call.params.search))) })),
    );
    const since = service.received.length;
    const response = await search('WX 123');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { number: 'WX 12345', model: 'Mercedes Sprinter' },
        { number: 'WX 12399', model: null },
        { number: 'WX 12300', model: null },
      ],
    });
    const [call] = callsOf('Integration.ShipmentService.FindVehicles', since);
    expect(call).toMatchObject({ method: 'POST', path: '/rpc' });
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toEqual({
      jsonrpc: '2.0',
      id: expect.any(Number),
      method: 'Integration.ShipmentService.FindVehicles',
      params: { search: 'WX 123', start: 0, limit: 3 },
    });
  });

  it('takes a bare array as the result too', async () => {
    service.answer(rpc(() => [FLEET[3]]));
    const response = await search('iveco');
    expect(response.json()).toEqual({ items: [{ number: 'WX 12311', model: 'Iveco Daily' }] });
  });

  it('answers 502 VEHICLE_SERVICE_UNAVAILABLE, never a 500 or an empty list, when the service fails', async () => {
    const failures: [string, Handler][] = [
      ['HTTP 500', json(500, { message: 'down' })],
      ['HTTP 404', json(404, {})],
      [
        'a JSON-RPC error',
        (request, reply) =>
          json(200, {
            jsonrpc: '2.0',
            id: (request.body as RpcRequest).id,
            error: { code: -32000, message: 'Vehicle registry offline' },
          })(request, reply),
      ],
      [
        'an answer to another call',
        (_request, reply) => json(200, { jsonrpc: '2.0', id: 999_999, result: [] })(_request, reply),
      ],
      ['vehicles of another shape', rpc(() => ({ items: [{ plate: 'WX 1' }] }))],
      [
        'not JSON',
        (_request, reply: ServerResponse) => {
          reply.writeHead(200, { 'content-type': 'text/html' });
          reply.end('<html>proxy error</html>');
        },
      ],
    ];
    for (const [label, handler] of failures) {
      service.answer(handler);
      const response = await search('WX');
      expect(response.statusCode, `${label}: ${response.body}`).toBe(502);
      expect(response.json(), label).toMatchObject({ code: 'VEHICLE_SERVICE_UNAVAILABLE' });
    }
  });

  it('gives up after VEHICLE_SERVICE_TIMEOUT_MS with a 502, calling once', async () => {
    service.answer(silent);
    const since = service.received.length;
    const started = Date.now();
    const response = await search('WX');
    const took = Date.now() - started;
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('VEHICLE_SERVICE_UNAVAILABLE');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(service.received.length - since).toBe(1);
  });

  it('says a service that cannot be reached is unreachable', async () => {
    const gone = await localHttpServer(silent);
    await gone.close();
    const port = createVehiclePort({ url: gone.url, timeoutMs: 2000 });
    await expect(port.findVehicles('WX', 3)).rejects.toThrow('Vehicle service unreachable');
  });
});

describe('arrivals and departures reported when a scan closes', () => {
  it("reports an unloading's arrival and a loading's departure with the vehicle, division and time", async () => {
    service.answer(rpc(() => true));
    const [operator] = await t.database.db
      .select({ divisionId: workingDivisionOf() })
      .from(users)
      .where(eq(users.login, 'operator'));
    const since = service.received.length;
    const unloading = await kit.create('operator', { type: 'Unloading', vehicleNumber: 'WX 12345' });
    const before = Date.now();
    const closed = await kit.call('operator', 'POST', `scan-registry/${unloading}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const [arrival] = callsOf('Integration.ShipmentService.RegisterVehicleArrival', since);
    expect((arrival!.body as RpcRequest).params).toEqual({
      number: 'WX 12345',
      division: operator!.divisionId,
      dateTime: expect.any(String),
    });
    const reportedAt = Date.parse(String((arrival!.body as RpcRequest).params.dateTime));
    expect(reportedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(reportedAt).toBeLessThanOrEqual(Date.now());

    const { byCountry } = await kit.divisions();
    const destination = byCountry.PL[0]!.id;
    const loading = await kit.create('operator', {
      type: 'Loading',
      destinationDivisions: [destination],
      vehicleNumber: 'KR 77001',
    });
    expect((await kit.call('operator', 'POST', `scan-registry/${loading}/close`)).statusCode).toBe(200);
    const [departure] = callsOf('Integration.ShipmentService.RegisterVehicleDeparture', since);
    expect((departure!.body as RpcRequest).params).toMatchObject({
      number: 'KR 77001',
      division: operator!.divisionId,
    });
  });

  it('closes the scan even when the service refuses the report (the registry keeps the vehicle)', async () => {
    service.answer(json(503, {}));
    const unloading = await kit.create('operator', { type: 'Unloading', vehicleNumber: 'WX 54321' });
    const since = service.received.length;
    const closed = await kit.call('operator', 'POST', `scan-registry/${unloading}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed' });
    expect(callsOf('Integration.ShipmentService.RegisterVehicleArrival', since)).toHaveLength(1);
    const read = await kit.call('operator', 'GET', `scan-registry/${unloading}`);
    expect(read.json()).toMatchObject({ vehicleNumber: 'WX 54321', status: 'Closed' });
  });
});
