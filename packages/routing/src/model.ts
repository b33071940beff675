/**
 * Public model of a vehicle-routing problem with time windows. Times are in the
 * unit of the matrix's travel times (seconds for real coordinates, distance units
 * for the Euclidean benchmarks); index 0 of the matrix is the depot, index i is
 * `customers[i - 1]`, and index customers.length + 1 + j is `places[j]`.
 */
export interface TravelMatrix {
  /** Number of locations (depot + customers + places). */
  readonly size: number;
  /** Row-major size × size distances (the objective). */
  readonly distance: Float64Array;
  /** Row-major size × size travel times. */
  readonly time: Float64Array;
}

export interface RoutingCustomer {
  readonly id: string;
  /** Load delivered here (taken off the vehicle, so carried from the vehicle's start). */
  readonly demand: number;
  /** Load picked up here (comes on and stays to the vehicle's end); 0 when absent. */
  readonly pickup?: number;
  /** Volume delivered and picked up, the second capacity; 0 when absent. */
  readonly volume?: number;
  readonly pickupVolume?: number;
  /** Skills a vehicle needs to serve this customer (e.g. 'cod', 'identification'). */
  readonly requires?: readonly string[];
  /** Weight of the heaviest parcel, against a vehicle's `maxParcelWeight`. */
  readonly heaviestParcel?: number;
  /** Earliest service start. */
  readonly ready: number;
  /** Latest service start. */
  readonly due: number;
  readonly service: number;
}

/** A break of `duration` that must start at or after `start` and end by `end`. */
export interface LunchBreak {
  readonly start: number;
  readonly end: number;
  readonly duration: number;
}

export interface RoutingVehicle {
  readonly id: string;
  /** Most load on board at any point of the route. */
  readonly capacity: number;
  /** Most volume on board at any point; unlimited when absent. */
  readonly volume?: number;
  /** Id of the place the route starts at; the depot when absent. */
  readonly start?: string;
  /** Id of the place the route ends at; the depot when absent. */
  readonly end?: string;
  /** Earliest departure from the start; defaults to the start's ready time. */
  readonly shiftStart?: number;
  /** Latest arrival at the end; defaults to the end's due time. */
  readonly shiftEnd?: number;
  readonly lunch?: LunchBreak;
  readonly skills?: readonly string[];
  /** Heaviest parcel the vehicle can take (a bike, say); unlimited when absent. */
  readonly maxParcelWeight?: number;
}

/** A start or end of routes other than the depot; its window defaults to the depot's. */
export interface RoutingPlace {
  readonly id: string;
  readonly ready?: number;
  readonly due?: number;
}

export interface RoutingProblem {
  readonly depot: { readonly ready: number; readonly due: number };
  readonly customers: readonly RoutingCustomer[];
  readonly vehicles: readonly RoutingVehicle[];
  /** Start and end places, after the customers in the matrix. */
  readonly places?: readonly RoutingPlace[];
  readonly matrix: TravelMatrix;
}

export interface SolveProgress {
  readonly elapsedMs: number;
  readonly iterations: number;
  readonly vehicles: number;
  readonly distance: number;
  readonly unassigned: number;
  readonly phase: 'construction' | 'fleet' | 'distance';
}

export interface SolveOptions {
  /** Time budget in milliseconds of `clock`. Defaults to 1,000. */
  readonly timeLimitMs?: number;
  /** Stops after this many ruin-and-recreate iterations (makes a run reproducible). */
  readonly maxIterations?: number;
  readonly seed?: number;
  /** At most this many vehicles are used (besides the number of vehicles given). */
  readonly maxVehicles?: number;
  /** Milliseconds clock; defaults to `performance.now`. */
  readonly clock?: () => number;
  readonly onProgress?: (progress: SolveProgress) => void;
  readonly progressIntervalMs?: number;
  /** Search parameters (defaults tuned on the Solomon and Gehring–Homberger sets). */
  readonly tuning?: Partial<SolverTuning>;
}

export interface SolverTuning {
  /** Share of the budget the fleet minimisation may use at most. */
  readonly fleetShare: number;
  /** The fleet minimisation stops after this share of the budget without removing a vehicle. */
  readonly fleetStall: number;
  /**
   * On a short budget the fleet phase gets at least this many milliseconds per customer (its
   * reductions take some hundreds of milliseconds on 100 customers, whatever the budget), up to
   * `fleetShareCap` of the budget; its stall gets `fleetStallPerCustomerMs`, up to `fleetStallCap`.
   */
  readonly fleetPerCustomerMs: number;
  readonly fleetShareCap: number;
  readonly fleetStallPerCustomerMs: number;
  readonly fleetStallCap: number;
  /**
   * Simulated-annealing temperatures as multiples of the average distance per customer; the
   * distance phase scales them by min(1, 100 / customers), the fleet phase uses the start value.
   */
  readonly startTemperature: number;
  readonly endTemperature: number;
  /** Fleet-phase temperature (ties in unserved customers are accepted on distance); defaults to startTemperature. */
  readonly fleetTemperature?: number;
  /**
   * Fleet phase: probability that a step's ruin is cut around a customer it left unserved (its
   * nearest served neighbours) rather than around a random served one; 0 is SISR's ruin.
   */
  readonly fleetFocus: number;
  /** Fleet phase: the customers are reinserted most often unserved first (SISR's random orders when false). */
  readonly fleetAbsenceOrder: boolean;
  /** Distance-phase penalty per unserved customer, as a multiple of the average distance per customer. */
  readonly absentPenalty: number;
  /** SISR: average number of customers removed per iteration. */
  readonly averageRemoved: number;
  /** SISR: longest string removed from a route. */
  readonly maxStringLength: number;
  /** Most local-search moves (2-opt*, relocate) after each distance-phase step; 0 turns it off. */
  readonly localSearchMoves: number;
  /**
   * Whether that local search also tries moves within a route (or-opt, 2-opt) after each step;
   * they always polish the best solution at the end.
   */
  readonly intraRouteSearch: boolean;
  /**
   * The distance phase's annealing restarts from the best solution this many times, at equal
   * shares of the phase (the temperature schedule continues); 0 never restarts.
   */
  readonly restarts: number;
}

export interface RouteStop {
  readonly customerId: string;
  readonly arrival: number;
  readonly serviceStart: number;
  readonly departure: number;
}

export interface PlannedRoute {
  readonly vehicleId: string;
  readonly stops: readonly RouteStop[];
  /**
   * The lunch break, taken on the way to the stop `beforeStop` (stops.length = back at the depot):
   * it starts no earlier than the departure from the place before, on the road (the driving pauses)
   * or on arrival, and the vehicle is ready at the stop at max(departure + travel, start) + duration.
   */
  readonly lunch?: { readonly beforeStop: number; readonly start: number; readonly end: number };
  readonly departure: number;
  readonly returnTime: number;
  readonly distance: number;
  /** Load delivered (carried from the start). */
  readonly load: number;
  /** Load picked up (carried to the end); set when a customer has a pickup. */
  readonly pickedUp?: number;
}

export interface RoutingSolution {
  readonly routes: readonly PlannedRoute[];
  readonly unassigned: readonly string[];
  readonly vehicles: number;
  readonly distance: number;
  readonly iterations: number;
  readonly elapsedMs: number;
}
