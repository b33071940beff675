import { euclideanMatrix } from './matrix.ts';
import type { RoutingProblem } from './model.ts';

export interface SolomonInstance {
  readonly name: string;
  readonly vehicles: number;
  readonly capacity: number;
  readonly problem: RoutingProblem;
}

/** Parses the Solomon / Gehring–Homberger text format (node 0 is the depot). */
export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const name = lines.find((line) => line.length > 0) ?? 'unnamed';
  const vehicleAt = lines.findIndex((line) => /^VEHICLE/i.test(line));
  const fleet = lines
    .slice(vehicleAt + 1)
    .find((line) => /^\d/.test(line))
    ?.split(/\s+/)
    .map(Number);
  if (vehicleAt < 0 || !fleet || fleet.length < 2) throw new Error('no VEHICLE block');
  const [vehicles, capacity] = fleet as [number, number];
  const customerAt = lines.findIndex((line) => /^CUSTOMER/i.test(line));
  const rows = lines
    .slice(customerAt + 1)
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split(/\s+/).map(Number));
  const depot = rows[0];
  if (!depot || depot.length < 7) throw new Error('no depot row');
  const problem: RoutingProblem = {
    depot: { ready: depot[4]!, due: depot[5]! },
    customers: rows.slice(1).map((row) => ({
      id: String(row[0]),
      demand: row[3]!,
      ready: row[4]!,
      due: row[5]!,
      service: row[6]!,
    })),
    vehicles: Array.from({ length: vehicles }, (_, i) => ({ id: `v${i + 1}`, capacity })),
    matrix: euclideanMatrix(rows.map((row) => ({ x: row[1]!, y: row[2]! }))),
  };
  return { name, vehicles, capacity, problem };
}
