import { z } from 'zod';
import type { VehicleServiceConfig } from '../../config.ts';

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

/**
 * The vehicle service did not answer usefully (down, an HTTP error, a JSON-RPC error, a time-out,
 * an answer of another shape): a search answers 502 with it; a scan's close logs it and goes on.
 */
export class VehicleServiceError extends Error {
  override name = 'VehicleServiceError';
}

const vehicleAnswer = z.object({
  number: z.string().trim().min(1),
  model: z
    .string()
    .nullish()
    .transform((model) => model ?? null),
});
const foundVehicles = z.union([
  z.array(vehicleAnswer),
  z.object({ items: z.array(vehicleAnswer).default([]) }).transform((result) => result.items),
]);
const rpcAnswer = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.unknown().optional(),
  error: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
});

function jsonRpc(url: string, timeoutMs: number): VehiclePort {
  let sequence = 0;
  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = ++sequence;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new VehicleServiceError(
        timedOut ? `Vehicle service did not answer within ${timeoutMs} ms` : 'Vehicle service unreachable',
        { cause: error },
      );
    }
    if (!response.ok) throw new VehicleServiceError(`Vehicle service answered HTTP ${response.status}`);
    const body = rpcAnswer.safeParse(await response.json().catch(() => undefined));
    if (!body.success || body.data.id !== id)
      throw new VehicleServiceError('Vehicle service: not a JSON-RPC answer');
    if (body.data.error)
      throw new VehicleServiceError(`Vehicle service: ${body.data.error.message ?? 'error'}`);
    return body.data.result;
  }
  return {
    async findVehicles(search, limit) {
      const result = foundVehicles.safeParse(
        await call('Integration.ShipmentService.FindVehicles', { search, start: 0, limit }),
      );
      if (!result.success) throw new VehicleServiceError('Vehicle service: vehicles of another shape');
      return result.data.slice(0, limit);
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

export function createVehiclePort(config: VehicleServiceConfig): VehiclePort {
  return config.url ? jsonRpc(config.url, config.timeoutMs) : standIn();
}
