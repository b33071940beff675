import type { SharedBest } from './exchange.ts';
import { compileProblem, type Instance } from './instance.ts';
import { LocalSearch } from './local-search.ts';
import type { RoutingProblem, RoutingSolution, SolveOptions, SolveProgress, SolverTuning } from './model.ts';
import { compareObjective } from './objective.ts';
import { Random } from './rng.ts';
import { RouteSet } from './route-set.ts';
import {
  defaultRuinParameters,
  type RuinParameters,
  recreate,
  ruin,
  sortForRecreate,
} from './ruin-recreate.ts';
import { toSolution } from './solution.ts';

export const defaultTuning: SolverTuning = {
  fleetShare: 0.5,
  fleetStall: 0.2,
  fleetPerCustomerMs: 4,
  fleetShareCap: 0.8,
  fleetStallPerCustomerMs: 3,
  fleetStallCap: 0.6,
  fleetFocus: 0.5,
  fleetAbsenceOrder: true,
  startTemperature: 10,
  endTemperature: 0.01,
  absentPenalty: 20,
  averageRemoved: defaultRuinParameters.averageRemoved,
  maxStringLength: defaultRuinParameters.maxStringLength,
  localSearchMoves: 50,
  intraRouteSearch: false,
  restarts: 3,
};

/**
 * Hierarchical objective: fewest unserved customers, then fewest vehicles, then least distance.
 * Construction by greedy insertion, fleet minimisation by route removal with an absence-driven
 * ruin-and-recreate (SISR §4.3), then SISR ruin-and-recreate with simulated annealing on distance.
 * Threads solving the same problem (`solveInWorker`'s `threads`) pass `shared`: each trades its best
 * for theirs at the start of the distance phase and at its restarts, offers each vehicle its fleet
 * phase removes at once, and takes a solution with fewer vehicles as soon as another offers one.
 */
export function solve(
  problem: RoutingProblem,
  options: SolveOptions = {},
  shared?: SharedBest,
): RoutingSolution {
  const inst = compileProblem(problem);
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const budget = options.timeLimitMs ?? 1000;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const maxRoutes = Math.min(inst.vehicles, options.maxVehicles ?? inst.vehicles);
  const rng = new Random(options.seed ?? 1);
  const tuning = { ...defaultTuning, ...options.tuning };
  const search = new Search(inst, rng, maxRoutes, {
    ...defaultRuinParameters,
    averageRemoved: tuning.averageRemoved,
    maxStringLength: tuning.maxStringLength,
  });
  let iterations = 0;
  let lastProgress = started;
  const progressEvery = options.progressIntervalMs ?? 250;
  const fraction = () =>
    Math.max((clock() - started) / budget, Number.isFinite(maxIterations) ? iterations / maxIterations : 0);
  const report = (phase: SolveProgress['phase'], force = false) => {
    if (!options.onProgress) return;
    const now = clock();
    if (!force && now - lastProgress < progressEvery) return;
    lastProgress = now;
    const best = search.best;
    options.onProgress({
      elapsedMs: now - started,
      iterations,
      vehicles: best.usedRoutes(),
      distance: best.totalDistance(),
      unassigned: best.absentCount,
      phase,
    });
  };

  search.construct();
  report('construction', true);
  const customers = inst.n - 1;
  const lowerBound = vehicleLowerBound(inst);
  const scale = search.current.totalDistance() / Math.max(1, customers);
  let lastReduction = fraction();
  let fewest = search.best.usedRoutes() + search.best.absentCount;
  const { fleetShare, fleetStall } = fleetShares(tuning, customers, budget);
  for (let f = lastReduction; iterations < maxIterations && f < fleetShare; f = fraction()) {
    if (search.reachedFleet(lowerBound)) break;
    if (f - lastReduction > fleetStall) break;
    search.fleetStep(
      scale * (tuning.fleetTemperature ?? tuning.startTemperature),
      tuning.fleetFocus,
      tuning.fleetAbsenceOrder,
    );
    if (search.best.usedRoutes() + search.best.absentCount < fewest) {
      fewest = search.best.usedRoutes() + search.best.absentCount;
      lastReduction = f;
      // At once, not at the end of the phase: the other threads shorten it for the rest of theirs.
      shared?.offer(search.best);
    }
    iterations++;
    report('fleet');
  }
  search.startDistancePhase(shared);
  // Fewer iterations per customer on large instances: a cooler schedule converges within the budget.
  const cooling = Math.min(1, 100 / Math.max(1, customers));
  const startTemperature = tuning.startTemperature * cooling;
  const endTemperature = tuning.endTemperature * cooling;
  search.intraRoute(tuning.intraRouteSearch);
  const phaseStart = fraction();
  // The last sliver of the budget is left for the final polish.
  const end = 1 - POLISH_SHARE;
  let f = phaseStart;
  // The annealing restarts from the best solution at equal shares of the phase: on a short budget
  // a walk that drifted into a poor region cools there, and the best found so far is the better start.
  let nextRestart = 1;
  while (iterations < maxIterations && f < end) {
    const progress = phaseStart >= end ? 1 : (f - phaseStart) / (end - phaseStart);
    if (progress * (tuning.restarts + 1) >= nextRestart) {
      nextRestart++;
      search.restartFromBest(shared);
    }
    const temperature = scale * startTemperature * (endTemperature / startTemperature) ** progress;
    search.distanceStep(temperature, scale * tuning.absentPenalty, tuning.localSearchMoves);
    iterations++;
    if ((iterations & 7) === 0) {
      f = fraction();
      // Another thread removed a vehicle: continue from its solution now rather than at a restart.
      if (shared?.leadsFleet(search.best)) search.restartFromBest(shared);
    }
    report('distance');
  }
  search.polish();
  report('distance', true);
  return toSolution(problem, inst, search.best, iterations, clock() - started);
}

/**
 * The fleet phase's share of the budget and its stall: the tuning's shares, raised on a short budget
 * to a floor per customer (capped), since the vehicles it removes take the same time at any budget.
 * At 0.5 s on 100 customers: 0.8 and 0.6 instead of 0.5 and 0.2; at 2 s the shares stay as they are.
 */
export function fleetShares(
  tuning: SolverTuning,
  customers: number,
  budgetMs: number,
): { fleetShare: number; fleetStall: number } {
  const floor = (perCustomerMs: number, cap: number) =>
    Math.min(cap, (perCustomerMs * customers) / Math.max(1, budgetMs));
  return {
    fleetShare: Math.max(tuning.fleetShare, floor(tuning.fleetPerCustomerMs, tuning.fleetShareCap)),
    fleetStall: Math.max(tuning.fleetStall, floor(tuning.fleetStallPerCustomerMs, tuning.fleetStallCap)),
  };
}

/** After this many distance steps without a complete solution, the phase no longer leaves customers out. */
const STUCK_STEPS = 5000;

/** Share of the budget kept for polishing the best solution with the full local search. */
const POLISH_SHARE = 0.01;

/**
 * The fewest vehicles that can carry the day, by load alone: every dimension (weight, volume), and
 * both what leaves the start (deliveries) and what comes back (pickups), the largest vehicles first
 * (the fleet may mix vans and bikes). The fleet phase stops once it is reached.
 */
export function vehicleLowerBound(inst: Instance): number {
  const dimensions = inst.profile
    ? inst.profile.delivery.flatMap((delivery, d) => [
        { amounts: delivery, limit: inst.profile!.limit[d]! },
        { amounts: inst.profile!.pickup[d]!, limit: inst.profile!.limit[d]! },
      ])
    : [{ amounts: inst.demand, limit: inst.capacity }];
  let bound = 0;
  for (const { amounts, limit } of dimensions) {
    let total = 0;
    for (let c = 1; c < inst.n; c++) total += amounts[c]!;
    const largestFirst = Array.from(limit).sort((a, b) => b - a);
    let carried = 0;
    let needed = 0;
    while (carried < total - 1e-9 && needed < largestFirst.length) carried += largestFirst[needed++]!;
    bound = Math.max(bound, needed);
  }
  return bound;
}

class Search {
  readonly current: RouteSet;
  readonly work: RouteSet;
  readonly best: RouteSet;
  private readonly removed: number[] = [];
  private readonly ruined: Uint8Array;
  private readonly absences: Float64Array;
  private readonly localSearch: LocalSearch;
  private routeLimit: number;
  /** Distance steps since the current solution last served everyone (when the best does). */
  private incompleteSteps = 0;
  /** Whether the distance phase no longer accepts leaving customers out. */
  private strict = false;

  constructor(
    readonly inst: Instance,
    private readonly rng: Random,
    private readonly maxRoutes: number,
    private readonly params: RuinParameters,
  ) {
    this.current = new RouteSet(inst);
    this.work = new RouteSet(inst);
    this.best = new RouteSet(inst);
    this.ruined = new Uint8Array(inst.vehicles);
    this.absences = new Float64Array(inst.n);
    this.localSearch = new LocalSearch(this.work);
    this.routeLimit = maxRoutes;
  }

  construct(): void {
    const list: number[] = [];
    for (let c = 1; c < this.inst.n; c++) list.push(c);
    list.sort((a, b) => this.inst.due[a]! - this.inst.due[b]!);
    recreate(this.work, this.rng, { ...defaultRuinParameters, blinkRate: 0 }, list, this.maxRoutes);
    this.work.clearTouched();
    this.current.copyFrom(this.work);
    this.best.copyFrom(this.work);
  }

  /**
   * Whether the best or the current solution serves everyone with at most `routes` vehicles: the
   * current one counts too, because a fleet step only makes it the best when it next drops a route.
   */
  reachedFleet(routes: number): boolean {
    const complete = (rs: RouteSet) => rs.absentCount === 0 && rs.usedRoutes() <= routes;
    return complete(this.best) || complete(this.current);
  }

  /**
   * One fleet-minimisation step: when all are served, drop the smallest route and try to place its
   * customers. With probability `focus` the ruin is cut around an unserved customer (space where it
   * is needed); with `absenceOrder` the customers are reinserted most often unserved first.
   */
  fleetStep(temperature: number, focus: number, absenceOrder: boolean): void {
    const { current, work } = this;
    if (current.absentCount === 0) {
      this.best.copyFrom(current);
      let smallest = -1;
      for (let r = 0; r < current.slots; r++) {
        const len = current.len[r]!;
        if (len > 0 && (smallest < 0 || len < current.len[smallest]!)) smallest = r;
      }
      if (smallest < 0) return;
      this.removed.length = 0;
      work.removeRange(smallest, 1, work.len[smallest]!, 1, 0, this.removed);
      for (const c of this.removed) work.addAbsent(c);
      this.commit();
      this.routeLimit = current.usedRoutes();
    }
    const seed =
      focus > 0 && work.absentCount > 0 && this.rng.next() < focus
        ? work.absent[this.rng.int(work.absentCount)]!
        : -1;
    this.ruinAndRecreate(this.routeLimit, seed, absenceOrder);
    const absentSum = (rs: RouteSet) => {
      let sum = 0;
      for (let i = 0; i < rs.absentCount; i++) sum += this.absences[rs.absent[i]!]!;
      return sum;
    };
    const workSum = absentSum(work);
    const currentSum = absentSum(current);
    const accept =
      work.absentCount < current.absentCount ||
      workSum < currentSum ||
      (work.absentCount === current.absentCount &&
        workSum === currentSum &&
        work.totalDistance() < current.totalDistance() - temperature * Math.log(this.rng.next()));
    for (let i = 0; i < work.absentCount; i++) this.absences[work.absent[i]!]!++;
    if (accept) this.commit();
    else this.rollback();
    if (current.absentCount < this.best.absentCount) this.best.copyFrom(current);
  }

  startDistancePhase(shared: SharedBest | undefined): void {
    if (this.current.absentCount === 0 && this.current.usedRoutes() < this.best.usedRoutes()) {
      this.best.copyFrom(this.current);
    }
    this.restartFromBest(shared);
    this.routeLimit = this.best.usedRoutes();
  }

  /**
   * One SISR step with simulated-annealing acceptance on distance plus a penalty per unserved
   * customer, so the search may pass through incomplete solutions; never more vehicles, and
   * only complete (or least incomplete) solutions become the best. When the walk stays incomplete
   * for STUCK_STEPS steps (on a tight fleet it may leave out customers it can then place nowhere,
   * and the best would stay where the phase began), it restarts from the best and the penalty is
   * prohibitive for the rest of the phase.
   */
  distanceStep(temperature: number, basePenalty: number, localSearchMoves: number): void {
    const { current, work, best } = this;
    if (current.absentCount === 0 || best.absentCount > 0) this.incompleteSteps = 0;
    else if (++this.incompleteSteps > STUCK_STEPS && !this.strict) {
      this.strict = true;
      this.restartFromBest();
    }
    const absentPenalty = this.strict ? basePenalty * 1e9 : basePenalty;
    const currentCost = current.totalDistance() + absentPenalty * current.absentCount;
    // Up to the best's number of routes: a current solution that dropped a route while leaving
    // customers out may open it again to place them.
    this.ruinAndRecreate(this.routeLimit);
    if (localSearchMoves > 0) this.localSearch.improveAround(this.removed, localSearchMoves);
    const workDistance = work.totalDistance();
    const fewerRoutes = work.usedRoutes() < current.usedRoutes() && work.absentCount <= current.absentCount;
    const accept =
      fewerRoutes ||
      workDistance + absentPenalty * work.absentCount < currentCost - temperature * Math.log(this.rng.next());
    if (!accept) {
      this.rollback();
      return;
    }
    this.commit();
    if (compareObjective(current.objective(workDistance), best.objective()) < 0) {
      best.copyFrom(current);
      this.routeLimit = Math.min(this.routeLimit, best.usedRoutes());
    }
  }

  /**
   * The search continues from the best solution: the current and working ones become copies of it.
   * With other threads, the best is first traded for theirs (the better of the two).
   */
  restartFromBest(shared?: SharedBest): void {
    if (shared?.trade(this.best)) this.routeLimit = Math.min(this.routeLimit, this.best.usedRoutes());
    this.current.copyFrom(this.best);
    this.work.copyFrom(this.best);
    this.work.clearTouched();
  }

  intraRoute(on: boolean): void {
    this.localSearch.intraRoute = on;
  }

  /**
   * Local search with every move (intra-route too) over all customers of the best solution:
   * the annealing's last steps leave routes whose own order a 2-opt or or-opt still shortens.
   */
  polish(): void {
    const { work, best } = this;
    work.copyFrom(best);
    work.clearTouched();
    const all: number[] = [];
    for (let c = 1; c < this.inst.n; c++) if (work.routeOf[c]! >= 0) all.push(c);
    this.localSearch.intraRoute = true;
    this.localSearch.improveAround(all, 100 * this.inst.n);
    if (work.totalDistance() < best.totalDistance() - 1e-9 && work.usedRoutes() <= best.usedRoutes()) {
      best.copyFrom(work);
    }
  }

  private ruinAndRecreate(routeLimit: number, seed = -1, absenceOrder = false): void {
    const { work, removed } = this;
    removed.length = 0;
    ruin(work, this.rng, this.params, removed, this.ruined, seed);
    for (let i = 0; i < work.absentCount; i++) removed.push(work.absent[i]!);
    work.absentCount = 0;
    if (absenceOrder) {
      const { absences } = this;
      removed.sort((a, b) => absences[b]! - absences[a]!);
    } else sortForRecreate(work, this.rng, removed);
    recreate(work, this.rng, this.params, removed, routeLimit);
  }

  private commit(): void {
    const { current, work } = this;
    for (let i = 0; i < work.touchedCount; i++) current.copyRouteFrom(work, work.touchedList[i]!);
    current.copyAbsentFrom(work);
    work.clearTouched();
  }

  private rollback(): void {
    const { current, work } = this;
    for (let i = 0; i < work.touchedCount; i++) work.copyRouteFrom(current, work.touchedList[i]!);
    work.copyAbsentFrom(current);
    work.clearTouched();
  }
}
