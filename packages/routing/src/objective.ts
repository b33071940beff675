/** A solution's place in the hierarchical objective. */
export interface Objective {
  readonly unserved: number;
  readonly vehicles: number;
  readonly distance: number;
}

/**
 * Fewest unserved customers, then fewest vehicles, then least distance: negative when `a` is
 * better, positive when `b` is, 0 when they tie (distances within 1e-9).
 */
export function compareObjective(a: Objective, b: Objective): number {
  if (a.unserved !== b.unserved) return a.unserved - b.unserved;
  if (a.vehicles !== b.vehicles) return a.vehicles - b.vehicles;
  if (a.distance < b.distance - 1e-9) return -1;
  return a.distance > b.distance + 1e-9 ? 1 : 0;
}
