import type { Random } from './rng.ts';
import { EPS, type RouteSet } from './route-set.ts';

/** Slack induction by string removals (Christiaens & Vanden Berghe 2020), parameters from the paper. */
export interface RuinParameters {
  /** Average number of customers removed. */
  readonly averageRemoved: number;
  /** Longest string removed from one route. */
  readonly maxStringLength: number;
  /** Probability of a split string (keeps a block inside the removed string). */
  readonly splitRate: number;
  /** Probability of skipping a position while searching the best insertion. */
  readonly blinkRate: number;
}

export const defaultRuinParameters: RuinParameters = {
  averageRemoved: 10,
  maxStringLength: 10,
  splitRate: 0.5,
  blinkRate: 0.01,
};

/** Removes strings of customers around a random seed customer from several nearby routes. */
export function ruin(
  rs: RouteSet,
  rng: Random,
  params: RuinParameters,
  removed: number[],
  ruined: Uint8Array,
  seedCustomer = -1,
): void {
  const { inst } = rs;
  const used = rs.usedRoutes();
  const assigned = rs.assigned();
  if (assigned === 0) return;
  const lsMax = Math.min(params.maxStringLength, assigned / used);
  const ksMax = (4 * params.averageRemoved) / (1 + lsMax) - 1;
  const strings = Math.floor(rng.next() * ksMax) + 1;
  let seed = seedCustomer > 0 ? seedCustomer : 1 + rng.int(inst.n - 1);
  // An unserved seed (the fleet phase's) is skipped itself: strings are cut around its neighbours.
  while (seedCustomer <= 0 && rs.routeOf[seed]! < 0) seed = 1 + rng.int(inst.n - 1);
  const k = inst.n - 2;
  const row = (seed - 1) * k;
  let done = 0;
  for (let i = -1; i < k && done < strings && done < used; i++) {
    const c = i < 0 ? seed : inst.neighbours[row + i]!;
    const r = rs.routeOf[c]!;
    if (r < 0 || ruined[r] === 1) continue;
    ruined[r] = 1;
    done++;
    const len = rs.len[r]!;
    const l = Math.floor(rng.next() * Math.min(len, lsMax)) + 1;
    const pos = rs.posOf[c]!;
    if (rng.next() < params.splitRate && len - l >= 1) {
      const m = 1 + rng.int(len - l);
      const total = l + m;
      const start = pickStart(rng, pos, total, len);
      const keepFrom = start + rng.int(l + 1);
      rs.removeRange(r, start, start + total - 1, keepFrom, keepFrom + m - 1, removed);
    } else {
      const start = pickStart(rng, pos, l, len);
      rs.removeRange(r, start, start + l - 1, 1, 0, removed);
    }
  }
  for (let i = 0; i < rs.touchedCount; i++) ruined[rs.touchedList[i]!] = 0;
}

/** A start position for a string of `length` (≤ len) within 1 … len that contains position pos. */
function pickStart(rng: Random, pos: number, length: number, len: number): number {
  const low = Math.max(1, pos - length + 1);
  const high = Math.min(pos, len - length + 1);
  return low + rng.int(high - low + 1);
}

/** Reinsertion order, weighted as in SISR: random 4, demand 4, far from the depot 2, close 1 (depot, not each vehicle's start: it only orders). */
export function sortForRecreate(rs: RouteSet, rng: Random, list: number[]): void {
  const { demand, dist } = rs.inst;
  const pick = rng.int(11);
  if (pick < 4) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = list[i]!;
      list[i] = list[j]!;
      list[j] = t;
    }
  } else if (pick < 8) list.sort((a, b) => demand[b]! - demand[a]!);
  else if (pick < 10) list.sort((a, b) => dist[b]! - dist[a]!);
  else list.sort((a, b) => dist[a]! - dist[b]!);
}

/** Positions next to this many nearest neighbours are tried first; every position only when none fits. */
const CANDIDATE_NEIGHBOURS = 24;

/**
 * Greedy insertion with blinks: each customer goes to its cheapest feasible position; a new
 * route is opened only when no used route can take it and fewer than maxRoutes are used;
 * otherwise it becomes absent.
 */
export function recreate(
  rs: RouteSet,
  rng: Random,
  params: RuinParameters,
  list: number[],
  maxRoutes: number,
): void {
  const inserter = inserterFor(rs);
  let used = rs.usedRoutes();
  for (const c of list) {
    if (inserter.find(c, rng, params.blinkRate)) {
      rs.insert(inserter.bestRoute, inserter.bestPos, c);
    } else if (used < maxRoutes && openRoute(rs, c)) {
      used++;
    } else {
      rs.addAbsent(c);
    }
  }
}

const inserters = new WeakMap<RouteSet, Inserter>();

function inserterFor(rs: RouteSet): Inserter {
  let inserter = inserters.get(rs);
  if (!inserter) {
    inserter = new Inserter(rs);
    inserters.set(rs, inserter);
  }
  return inserter;
}

/** Cheapest feasible insertion of one customer, O(1) per position. */
class Inserter {
  bestCost = 0;
  bestRoute = -1;
  bestPos = -1;
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(private readonly rs: RouteSet) {
    this.mark = new Int32Array(rs.slots);
  }

  find(c: number, rng: Random, blink: number): boolean {
    const { rs, mark } = this;
    const { inst } = rs;
    this.bestCost = Number.POSITIVE_INFINITY;
    this.bestRoute = -1;
    const stamp = ++this.stamp;
    const k = inst.n - 2;
    const row = (c - 1) * k;
    const limit = Math.min(k, CANDIDATE_NEIGHBOURS);
    for (let i = 0; i < limit; i++) {
      const m = inst.neighbours[row + i]!;
      const r = rs.routeOf[m]!;
      if (r < 0) continue;
      if (mark[r] !== stamp) {
        mark[r] = stamp;
        if (rs.load[r]! + inst.demand[c]! > inst.capacity[r]! + EPS) continue;
      }
      const p = rs.posOf[m]!;
      this.tryPosition(r, p, c, rng, blink);
      this.tryPosition(r, p + 1, c, rng, blink);
    }
    if (this.bestRoute >= 0) return true;
    for (let r = 0; r < rs.slots; r++) this.scan(r, c, rng, blink);
    return this.bestRoute >= 0;
  }

  private tryPosition(r: number, p: number, c: number, rng: Random, blink: number): void {
    const { rs } = this;
    const { stops, earliest, latest, inst } = rs;
    if (rs.load[r]! + inst.demand[c]! > inst.capacity[r]! + EPS) return;
    if (!rs.admits(r, p, c)) return;
    const { size: n, time, dist, service } = inst;
    const b = r * rs.stride;
    const prev = stops[b + p - 1]!;
    const next = stops[b + p]!;
    if (p === rs.lunchGap[r]) {
      if (!rs.fitsAtLunchGap(r, p, c)) return;
    } else {
      const arrival = earliest[b + p - 1]! + service[prev]! + time[prev * n + c]!;
      if (arrival > inst.due[c]! + EPS) return;
      const start = arrival > inst.ready[c]! ? arrival : inst.ready[c]!;
      if (start + service[c]! + time[c * n + next]! > latest[b + p]! + EPS) return;
    }
    const cost = dist[prev * n + c]! + dist[c * n + next]! - dist[prev * n + next]!;
    if (cost < this.bestCost && (blink === 0 || rng.next() >= blink)) {
      this.bestCost = cost;
      this.bestRoute = r;
      this.bestPos = p;
    }
  }

  private scan(r: number, c: number, rng: Random, blink: number): void {
    const { rs } = this;
    const { stops, earliest, latest, stride, inst } = rs;
    const { size: n, ready, due, service, time, dist } = inst;
    const len = rs.len[r]!;
    if (len === 0 || rs.load[r]! + inst.demand[c]! > inst.capacity[r]! + EPS) return;
    if (!rs.plain && !rs.serves(r, c)) return;
    const profiled = rs.profiles !== undefined;
    const readyC = ready[c]!;
    const dueC = due[c]! + EPS;
    const serviceC = service[c]!;
    const rowC = c * n;
    const b = r * stride;
    const lunchGap = rs.lunchGap[r]!;
    let prev = stops[b]!;
    for (let p = 1; p <= len + 1; p++) {
      const next = stops[b + p]!;
      const arrival = earliest[b + p - 1]! + service[prev]! + time[prev * n + c]!;
      if (arrival > dueC) break;
      const start = arrival > readyC ? arrival : readyC;
      if (
        (!profiled || rs.loadFits(r, p, c)) &&
        (p === lunchGap
          ? rs.fitsAtLunchGap(r, p, c)
          : start + serviceC + time[rowC + next]! <= latest[b + p]! + EPS)
      ) {
        const cost = dist[prev * n + c]! + dist[rowC + next]! - dist[prev * n + next]!;
        if (cost < this.bestCost && (blink === 0 || rng.next() >= blink)) {
          this.bestCost = cost;
          this.bestRoute = r;
          this.bestPos = p;
        }
      }
      prev = next;
    }
  }
}

/** Puts c alone on the first empty vehicle (in fleet order) that can serve it. */
function openRoute(rs: RouteSet, c: number): boolean {
  const { inst } = rs;
  for (let r = 0; r < rs.slots; r++) {
    if (rs.len[r]! > 0 || inst.demand[c]! > inst.capacity[r]! + EPS || !rs.serves(r, c)) continue;
    if (inst.vehicleType[r] !== r && rs.len[inst.vehicleType[r]!] === 0) continue;
    rs.insert(r, 1, c);
    if (rs.feasible(r)) return true;
    rs.len[r] = 0;
    rs.update(r);
    rs.routeOf[c] = -1;
  }
  return false;
}
