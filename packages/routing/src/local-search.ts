import { EPS, type RouteSet } from './route-set.ts';

/** Neighbours of a customer whose routes are tried by the local search (granular search, Toth & Vigo). */
const LS_NEIGHBOURS = 20;

const NONE = 0;
const TAILS = 1;
const RELOCATE = 2;

/**
 * Inter-route local search on the routes a ruin-and-recreate step changed: 2-opt* (exchange the
 * tails of two routes) and relocate (move one customer next to a near customer on another route).
 * String removals and greedy reinsertion never exchange route tails, which is what long routes
 * with wide windows (R2, RC2) need. Each move is checked in O(1) from the route set's forward
 * (`earliest`) and backward (`latest`) time slack and prefix loads; routes with a lunch break are
 * left to the ruin-and-recreate, whose bookkeeping places the lunch.
 */
export class LocalSearch {
  private readonly queue: Int32Array;
  private readonly inQueue: Uint8Array;
  private readonly tail: Int32Array;
  private readonly removed: number[] = [];
  private moveKind = NONE;
  private moveA = 0;
  private moveB = 0;
  private movePosA = 0;
  private movePosB = 0;
  /** Moves applied since construction (for tests and tuning). */
  moves = 0;

  constructor(private readonly rs: RouteSet) {
    this.queue = new Int32Array(rs.inst.n);
    this.inQueue = new Uint8Array(rs.inst.n);
    this.tail = new Int32Array(rs.inst.n + 1);
  }

  /**
   * Improves around the given customers (those just reinserted) to a local optimum: each applied
   * move queues the customers at the positions it joined, so the search stays local and cheap.
   */
  improveAround(customers: readonly number[], maxMoves: number): void {
    const { rs, queue, inQueue } = this;
    const n = rs.inst.n;
    this.head = 0;
    this.size = 0;
    for (const c of customers) this.push(c);
    let budget = maxMoves;
    while (this.size > 0) {
      const u = queue[this.head]!;
      this.head = (this.head + 1) % n;
      this.size--;
      inQueue[u] = 0;
      if (budget <= 0 || rs.routeOf[u]! < 0) continue;
      if (!this.bestMoveOf(u)) continue;
      this.apply();
      budget--;
      this.moves++;
    }
  }

  private head = 0;
  private size = 0;

  private push(c: number): void {
    if (c <= 0 || this.inQueue[c] === 1) return;
    this.inQueue[c] = 1;
    this.queue[(this.head + this.size++) % this.rs.inst.n] = c;
  }

  /** Queues the customers around position p of route r. */
  private pushAround(r: number, p: number): void {
    const { rs } = this;
    const b = r * rs.stride;
    const len = rs.len[r]!;
    for (let q = Math.max(1, p - 1); q <= Math.min(len, p + 1); q++) this.push(rs.stops[b + q]!);
  }

  /** Finds the best improving move of customer u; false when none improves. */
  private bestMoveOf(u: number): boolean {
    const { rs } = this;
    const { inst } = rs;
    const r1 = rs.routeOf[u]!;
    if (inst.lunchDuration[r1]! > 0) return false;
    const i = rs.posOf[u]!;
    const k = inst.n - 2;
    const row = (u - 1) * k;
    const limit = Math.min(k, LS_NEIGHBOURS);
    let best = -EPS * 1000;
    this.moveKind = NONE;
    const removal = this.removalDelta(r1, i);
    for (let t = 0; t < limit; t++) {
      const v = inst.neighbours[row + t]!;
      const r2 = rs.routeOf[v]!;
      if (r2 < 0 || r2 === r1 || inst.lunchDuration[r2]! > 0) continue;
      const j = rs.posOf[v]!;
      if (inst.shiftEnd[r1] === inst.shiftEnd[r2]) {
        // u followed by v, and v followed by u.
        let delta = this.tailsDelta(r1, i, r2, j);
        if (delta < best) {
          best = delta;
          this.record(TAILS, r1, i, r2, j);
        }
        delta = this.tailsDelta(r2, j, r1, i);
        if (delta < best) {
          best = delta;
          this.record(TAILS, r2, j, r1, i);
        }
      }
      // With the triangle inequality an insertion never costs less than 0.
      if (removal >= best) continue;
      let delta = removal + this.insertionDelta(r2, j, u);
      if (delta < best) {
        best = delta;
        this.record(RELOCATE, r1, i, r2, j);
      }
      delta = removal + this.insertionDelta(r2, j + 1, u);
      if (delta < best) {
        best = delta;
        this.record(RELOCATE, r1, i, r2, j + 1);
      }
    }
    return this.moveKind !== NONE;
  }

  private record(kind: number, a: number, posA: number, b: number, posB: number): void {
    this.moveKind = kind;
    this.moveA = a;
    this.movePosA = posA;
    this.moveB = b;
    this.movePosB = posB;
  }

  /**
   * 2-opt*: route A keeps positions 1 … a and continues with route B from position b; route B
   * keeps 1 … b − 1 and continues with A from a + 1. +∞ when infeasible (capacity, windows).
   */
  private tailsDelta(ra: number, a: number, rb: number, b: number): number {
    const delta = this.tailsDistance(ra, a, rb, b);
    return delta < 0 && this.tailsFeasible(ra, a, rb, b) ? delta : Number.POSITIVE_INFINITY;
  }

  /** Distance change of the 2-opt* move (ra, a, rb, b). */
  tailsDistance(ra: number, a: number, rb: number, b: number): number {
    const { stops, stride, inst } = this.rs;
    const { n, dist } = inst;
    const ba = ra * stride;
    const bb = rb * stride;
    const x = stops[ba + a]!;
    const y = stops[bb + b]!;
    const x2 = stops[bb + b - 1]!;
    const y2 = stops[ba + a + 1]!;
    return dist[x * n + y]! + dist[x2 * n + y2]! - dist[x * n + y2]! - dist[x2 * n + y]!;
  }

  /**
   * Whether the 2-opt* move keeps both routes within capacity and windows, in O(1): the joined
   * prefix's earliest departure must reach the joined suffix by its latest arrival. Needs routes
   * without lunch and with the same shift end (the suffix's slack is computed for its own vehicle).
   */
  tailsFeasible(ra: number, a: number, rb: number, b: number): boolean {
    const { rs } = this;
    const { inst, stops, earliest, latest, cumLoad, stride } = rs;
    const { n, time, service } = inst;
    const ba = ra * stride;
    const bb = rb * stride;
    const loadA = cumLoad[ba + a]! + rs.load[rb]! - cumLoad[bb + b - 1]!;
    if (loadA > inst.capacity[ra]! + EPS) return false;
    const loadB = cumLoad[bb + b - 1]! + rs.load[ra]! - cumLoad[ba + a]!;
    if (loadB > inst.capacity[rb]! + EPS) return false;
    const x = stops[ba + a]!;
    const y = stops[bb + b]!;
    const x2 = stops[bb + b - 1]!;
    const y2 = stops[ba + a + 1]!;
    return (
      earliest[ba + a]! + service[x]! + time[x * n + y]! <= latest[bb + b]! + EPS &&
      earliest[bb + b - 1]! + service[x2]! + time[x2 * n + y2]! <= latest[ba + a + 1]! + EPS
    );
  }

  /** Distance change of removing position i of route r; +∞ when the rest would miss a window. */
  private removalDelta(r: number, i: number): number {
    const { rs } = this;
    const { inst, stops, earliest, latest, stride } = rs;
    const { n, dist, time, service } = inst;
    const b = r * stride;
    const prev = stops[b + i - 1]!;
    const u = stops[b + i]!;
    const next = stops[b + i + 1]!;
    if (earliest[b + i - 1]! + service[prev]! + time[prev * n + next]! > latest[b + i + 1]! + EPS) {
      return Number.POSITIVE_INFINITY;
    }
    return dist[prev * n + next]! - dist[prev * n + u]! - dist[u * n + next]!;
  }

  /** Distance change of inserting c before position p of route r (another route than c's); +∞ if infeasible. */
  private insertionDelta(r: number, p: number, c: number): number {
    const { rs } = this;
    const { inst, stops, earliest, latest, stride } = rs;
    const { n, dist, time, service } = inst;
    if (rs.load[r]! + inst.demand[c]! > inst.capacity[r]! + EPS) return Number.POSITIVE_INFINITY;
    const b = r * stride;
    const prev = stops[b + p - 1]!;
    const next = stops[b + p]!;
    const arrival = earliest[b + p - 1]! + service[prev]! + time[prev * n + c]!;
    if (arrival > inst.due[c]! + EPS) return Number.POSITIVE_INFINITY;
    const start = arrival > inst.ready[c]! ? arrival : inst.ready[c]!;
    if (start + service[c]! + time[c * n + next]! > latest[b + p]! + EPS) return Number.POSITIVE_INFINITY;
    return dist[prev * n + c]! + dist[c * n + next]! - dist[prev * n + next]!;
  }

  private apply(): void {
    const { rs } = this;
    const a = this.moveA;
    const b = this.moveB;
    if (this.moveKind === RELOCATE) {
      const u = rs.stops[a * rs.stride + this.movePosA]!;
      this.removed.length = 0;
      rs.removeRange(a, this.movePosA, this.movePosA, 1, 0, this.removed);
      rs.insert(b, this.movePosB, u);
      this.pushAround(a, this.movePosA);
      this.pushAround(b, this.movePosB);
      return;
    }
    const { stops, stride } = rs;
    const tail = this.tail;
    const pa = this.movePosA;
    const pb = this.movePosB;
    const ba = a * stride;
    const bb = b * stride;
    const lenA = rs.len[a]!;
    const lenB = rs.len[b]!;
    // Save A's tail, write B's tail after A's prefix, then A's saved tail after B's prefix.
    const tailA = lenA - pa;
    for (let p = 0; p < tailA; p++) tail[p] = stops[ba + pa + 1 + p]!;
    const tailB = lenB - pb + 1;
    stops.copyWithin(ba + pa + 1, bb + pb, bb + pb + tailB);
    for (let p = 0; p < tailA; p++) stops[bb + pb + p] = tail[p]!;
    rs.len[a] = pa + tailB;
    rs.len[b] = pb - 1 + tailA;
    rs.update(a);
    rs.update(b);
    this.pushAround(a, pa + 1);
    this.pushAround(b, pb);
  }
}
