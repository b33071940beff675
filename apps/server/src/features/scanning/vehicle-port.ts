/**
 * The vehicle service (registers §7 "vehicle service JSON-RPC"): finding a vehicle by its number
 * and registering its arrival at and departure from a division. With `VEHICLE_SERVICE_URL` the
 * calls go to that JSON-RPC endpoint; without it a stand-in answers from the demo fleet and keeps
 * nothing (the scan registry itself records the vehicle number).
 */
export interface Vehicle {
  number: string;
  model: string | null;
}

export interface VehiclePort {
  findVehicles(search: string, limit: number): Promise<Vehicle[]>;
  registerArrival(number: string, divisionId: string, at: Date): Promise<void>;
  registerDeparture(number: string, divisionId: string, at: Date): Promise<void>;
}

/** registers §9 "vehicle search limit 3". */
export const VEHICLE_SEARCH_LIMIT = 3;
const TIMEOUT_MS = 10_000;

export const DEMO_VEHICLES: readonly Vehicle[] = [
  { number: 'WX 12345', model: 'Mercedes Sprinter' },
  { number: 'WX 54321', model: 'Iveco Daily' },
  { number: 'KR 77001', model: 'Renault Master' },
  { number: 'KR 77002', model: 'Ford Transit' },
  { number: 'AA 1234 BC', model: 'Volvo FH' },
];

function standIn(): VehiclePort {
  return {
    async findVehicles(search, limit) {
      const text = search.trim().toUpperCase();
      return DEMO_VEHICLES.filter((vehicle) => vehicle.number.includes(text)).slice(0, limit);
    },
    async registerArrival() {},
    async registerDeparture() {},
  };
}

function jsonRpc(url: string): VehiclePort {
  let sequence = 0;
  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++sequence, method, params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Vehicle service answered HTTP ${response.status}`);
    const body = (await response.json()) as { result?: T; error?: { message?: string } };
    if (body.error) throw new Error(`Vehicle service: ${body.error.message ?? 'error'}`);
    return body.result as T;
  }
  return {
    async findVehicles(search, limit) {
      const result = await call<{ items?: Vehicle[] } | Vehicle[]>(
        'Integration.ShipmentService.FindVehicles',
        {
          search,
          start: 0,
          limit,
        },
      );
      return (Array.isArray(result) ? result : (result.items ?? [])).slice(0, limit);
    },
    async registerArrival(number, division, at) {
      await call('Integration.ShipmentService.RegisterVehicleArrival', {
        number,
        division,
        dateTime: at.toISOString(),
      });
    },
    async registerDeparture(number, division, at) {
      await call('Integration.ShipmentService.RegisterVehicleDeparture', {
        number,
        division,
        dateTime: at.toISOString(),
      });
    },
  };
}

export function createVehiclePort(url: string | undefined = process.env.VEHICLE_SERVICE_URL): VehiclePort {
  return url ? jsonRpc(url) : standIn();
}
