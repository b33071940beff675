import { EPS, type RouteSet } from './route-set.ts';

/** Neighbours of a customer whose routes are tried by the local search (granular search, Toth & Vigo). */
const LS_NEIGHBOURS = 20;

const NONE = 0;
const TAILS = 1;
const RELOCATE = 2;
const OR_OPT = 3;
const REVERSE = 4;
/** Longest segment or-opt moves within its route. */
const OR_OPT_MAX = 3;

/**
 * Inter-route local search on the routes a ruin-and-recreate step changed: 2-opt* (exchange the
 * tails of two routes) and relocate (move one customer next to a near customer on another route).
 * String removals and greedy reinsertion never exchange route tails, which is what long routes
 * with wide windows (R2, RC2) need. Each move is checked in O(1) from the route set's forward
 * (`earliest`) and backward (`latest`) time slack and prefix loads (and load profiles); routes with a lunch break are
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
  /** Or-opt: the segment goes after this position, reversed when moveReversed is 1. */
  private moveP = 0;
  private moveReversed = 0;
  /** Scratch for intra-route rewrites (the changed span of one route). */
  private readonly span: Int32Array;
  /** Whether moves within a route (or-opt, 2-opt) are tried besides the inter-route ones. */
  intraRoute = true;
  /** Moves applied since construction (for tests and tuning). */
  moves = 0;

  constructor(private readonly rs: RouteSet) {
    this.queue = new Int32Array(rs.inst.n);
    this.inQueue = new Uint8Array(rs.inst.n);
    this.tail = new Int32Array(rs.inst.n + 1);
    this.span = new Int32Array(rs.inst.n + 1);
    const { n, size, dist } = rs.inst;
    let symmetric = true;
    for (let x = 0; x < n && symmetric; x++) {
      for (let y = x + 1; y < n; y++) {
        if (dist[x * size + y] !== dist[y * size + x]) {
          symmetric = false;
          break;
        }
      }
    }
    this.symmetric = symmetric;
  }

  /** With a symmetric matrix a reversed segment keeps its length, so reversals cost O(1) to price. */
  private readonly symmetric: boolean;

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
      if (r2 === r1) {
        if (this.intraRoute) best = this.bestIntraMove(r1, i, rs.posOf[v]!, best);
        continue;
      }
      if (r2 < 0 || inst.lunchDuration[r2]! > 0) continue;
      const j = rs.posOf[v]!;
      // A tail's backward slack holds for its own end and shift end: between other ones it is walked.
      const sameEnds = inst.shiftEnd[r1] === inst.shiftEnd[r2] && inst.endNode[r1] === inst.endNode[r2];
      // u followed by v, and v followed by u.
      let tails = sameEnds ? this.tailsDelta(r1, i, r2, j) : this.tailsDeltaAcrossEnds(r1, i, r2, j);
      if (tails < best) {
        best = tails;
        this.record(TAILS, r1, i, r2, j);
      }
      tails = sameEnds ? this.tailsDelta(r2, j, r1, i) : this.tailsDeltaAcrossEnds(r2, j, r1, i);
      if (tails < best) {
        best = tails;
        this.record(TAILS, r2, j, r1, i);
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

  /**
   * Intra-route moves that make u (position i) adjacent to its neighbour v (position j) on the
   * same route: or-opt of a segment of 1 … OR_OPT_MAX customers starting or ending at u, kept or
   * reversed, next to v; and 2-opt (reverse the stops between them). Long routes (R2, RC2) need
   * them, since the inter-route moves and string removals rarely reorder a route's own stops.
   * Returns the new best delta.
   */
  private bestIntraMove(r: number, i: number, j: number, bestSoFar: number): number {
    const len = this.rs.len[r]!;
    let best = bestSoFar;
    for (let l = 1; l <= OR_OPT_MAX; l++) {
      // Four ways to end with u next to v: the segment starting at u goes after v (v → u) or,
      // reversed, before v (u → v); the segment ending at u goes before v or, reversed, after v.
      for (let end = 0; end <= 1; end++) {
        const a = end === 0 ? i : i - l + 1;
        const b = a + l - 1;
        if (a < 1 || b > len) continue;
        for (let rev = 0; rev <= (l > 1 ? 1 : 0); rev++) {
          const p = (end === 0) === (rev === 0) ? j : j - 1;
          const delta = this.orOptDelta(r, a, b, p, rev);
          if (delta < best) {
            best = delta;
            this.recordIntra(OR_OPT, r, a, b, p, rev);
          }
        }
        if (l === 1) break;
      }
    }
    // 2-opt: new edges (u, v) and their successors (i < j), or predecessors and (u, v) (j < i).
    if (i < j) {
      const delta = this.reverseDelta(r, i + 1, j);
      if (delta < best) {
        best = delta;
        this.recordIntra(REVERSE, r, i + 1, j, 0, 0);
      }
    } else if (j < i) {
      const delta = this.reverseDelta(r, j + 1, i);
      if (delta < best) {
        best = delta;
        this.recordIntra(REVERSE, r, j + 1, i, 0, 0);
      }
    }
    return best;
  }

  private recordIntra(kind: number, r: number, a: number, b: number, p: number, reversed: number): void {
    this.record(kind, r, a, r, b);
    this.moveP = p;
    this.moveReversed = reversed;
  }

  /**
   * Or-opt: moves positions a … b of route r (reversed when `reversed` is 1) between positions p
   * and p + 1 (p outside a − 1 … b). Distance change, +∞ when infeasible or not improving. The
   * check walks only the changed span from the forward slack before it and stops at the backward
   * slack after it, so its cost is the span's length (usually short: v is a near customer).
   */
  orOptDelta(r: number, a: number, b: number, p: number, reversed: number): number {
    const { rs } = this;
    if (p >= a - 1 && p <= b) return Number.POSITIVE_INFINITY;
    const len = rs.len[r]!;
    if (a < 1 || b > len || p < 0 || p > len) return Number.POSITIVE_INFINITY;
    const { stops, stride } = rs;
    const { size: n, dist } = rs.inst;
    const base = r * stride;
    const before = stops[base + a - 1]!;
    const after = stops[base + b + 1]!;
    const first = stops[base + (reversed ? b : a)]!;
    const last = stops[base + (reversed ? a : b)]!;
    const x = stops[base + p]!;
    const y = stops[base + p + 1]!;
    let delta =
      dist[before * n + after]! +
      dist[x * n + first]! +
      dist[last * n + y]! -
      dist[before * n + stops[base + a]!]! -
      dist[stops[base + b]! * n + after]! -
      dist[x * n + y]!;
    if (reversed) delta += this.reversalDistance(r, a, b);
    if (delta >= -EPS) return Number.POSITIVE_INFINITY;
    return this.orOptFeasible(r, a, b, p, reversed) ? delta : Number.POSITIVE_INFINITY;
  }

  /** Whether the or-opt move keeps route r within its windows and shift end (capacity is unchanged). */
  orOptFeasible(r: number, a: number, b: number, p: number, reversed: number): boolean {
    const { span } = this;
    const base = r * this.rs.stride;
    const { stops } = this.rs;
    let k = 0;
    const pushSegment = () => {
      if (reversed) for (let q = b; q >= a; q--) span[k++] = stops[base + q]!;
      else for (let q = a; q <= b; q++) span[k++] = stops[base + q]!;
    };
    if (p < a) {
      pushSegment();
      for (let q = p + 1; q < a; q++) span[k++] = stops[base + q]!;
      return this.spanFeasible(r, p, k, b + 1);
    }
    for (let q = b + 1; q <= p; q++) span[k++] = stops[base + q]!;
    pushSegment();
    return this.spanFeasible(r, a - 1, k, p + 1);
  }

  /** Distance change of reversing positions a … b of route r (within the segment, asymmetric-safe). */
  private reversalDistance(r: number, a: number, b: number): number {
    const { stops, stride } = this.rs;
    const { size: n, dist } = this.rs.inst;
    if (this.symmetric) return 0;
    const base = r * stride;
    let delta = 0;
    for (let q = a; q < b; q++) {
      const c = stops[base + q]!;
      const d = stops[base + q + 1]!;
      delta += dist[d * n + c]! - dist[c * n + d]!;
    }
    return delta;
  }

  /** 2-opt within route r: reverses positions a … b. Distance change, +∞ when infeasible or not improving. */
  reverseDelta(r: number, a: number, b: number): number {
    const { rs } = this;
    if (a < 1 || b > rs.len[r]! || b <= a) return Number.POSITIVE_INFINITY;
    const { stops, stride } = rs;
    const { size: n, dist } = rs.inst;
    const base = r * stride;
    const before = stops[base + a - 1]!;
    const after = stops[base + b + 1]!;
    const first = stops[base + a]!;
    const last = stops[base + b]!;
    const delta =
      dist[before * n + last]! +
      dist[first * n + after]! -
      dist[before * n + first]! -
      dist[last * n + after]! +
      this.reversalDistance(r, a, b);
    if (delta >= -EPS) return Number.POSITIVE_INFINITY;
    return this.reverseFeasible(r, a, b) ? delta : Number.POSITIVE_INFINITY;
  }

  reverseFeasible(r: number, a: number, b: number): boolean {
    const { span } = this;
    const base = r * this.rs.stride;
    const { stops } = this.rs;
    let k = 0;
    for (let q = b; q >= a; q--) span[k++] = stops[base + q]!;
    return this.spanFeasible(r, a - 1, k, b + 1);
  }

  /**
   * Route r keeps positions 0 … from, then visits span[0 … k − 1], then continues with positions
   * z … len + 1 unchanged: feasible when every span customer is reached by its due time and the
   * arrival at position z is within its backward slack (`latest`).
   */
  private spanFeasible(r: number, from: number, k: number, z: number): boolean {
    const { rs, span } = this;
    const { inst, stops, earliest, latest, stride } = rs;
    const { size: n, time, service, due, ready } = inst;
    const base = r * stride;
    let prev = stops[base + from]!;
    let t = earliest[base + from]!;
    for (let q = 0; q < k; q++) {
      const c = span[q]!;
      t += service[prev]! + time[prev * n + c]!;
      if (t > due[c]! + EPS) return false;
      if (t < ready[c]!) t = ready[c]!;
      prev = c;
    }
    if (t + service[prev]! + time[prev * n + stops[base + z]!]! > latest[base + z]! + EPS) return false;
    return rs.profiles === undefined || rs.profiles.fitsSpan(r, base, from, span, k);
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
    const { size: n, dist } = inst;
    const ba = ra * stride;
    const bb = rb * stride;
    const x = stops[ba + a]!;
    const y = stops[bb + b]!;
    const x2 = stops[bb + b - 1]!;
    const y2 = stops[ba + a + 1]!;
    const delta = dist[x * n + y]! + dist[x2 * n + y2]! - dist[x * n + y2]! - dist[x2 * n + y]!;
    return delta - this.emptiedLeg(ra, a, rb, b);
  }

  /** The start-to-end leg the move prices for route B when it leaves B empty (an unused vehicle drives nothing). */
  private emptiedLeg(ra: number, a: number, rb: number, b: number): number {
    const { rs } = this;
    if (b !== 1 || a !== rs.len[ra]!) return 0;
    const { size: n, dist, startNode, endNode } = rs.inst;
    return dist[startNode[rb]! * n + endNode[rb]!]!;
  }

  /**
   * Whether the 2-opt* move keeps both routes within capacity and windows, in O(1): the joined
   * prefix's earliest departure must reach the joined suffix by its latest arrival. Needs routes
   * without lunch and with the same shift end (the suffix's slack is computed for its own vehicle).
   */
  tailsFeasible(ra: number, a: number, rb: number, b: number): boolean {
    if (!this.tailsLoadsFit(ra, a, rb, b)) return false;
    const { inst, stops, earliest, latest, stride } = this.rs;
    const { size: n, time, service } = inst;
    const ba = ra * stride;
    const bb = rb * stride;
    const x = stops[ba + a]!;
    const y = stops[bb + b]!;
    const x2 = stops[bb + b - 1]!;
    const y2 = stops[ba + a + 1]!;
    return (
      earliest[ba + a]! + service[x]! + time[x * n + y]! <= latest[bb + b]! + EPS &&
      earliest[bb + b - 1]! + service[x2]! + time[x2 * n + y2]! <= latest[ba + a + 1]! + EPS
    );
  }

  /** Whether both routes of the 2-opt* move keep their capacities and may serve the tails they take. */
  private tailsLoadsFit(ra: number, a: number, rb: number, b: number): boolean {
    const { rs } = this;
    const { inst, cumLoad, stride } = rs;
    const ba = ra * stride;
    const bb = rb * stride;
    const loadA = cumLoad[ba + a]! + rs.load[rb]! - cumLoad[bb + b - 1]!;
    if (loadA > inst.capacity[ra]! + EPS) return false;
    const loadB = cumLoad[bb + b - 1]! + rs.load[ra]! - cumLoad[ba + a]!;
    if (loadB > inst.capacity[rb]! + EPS) return false;
    return rs.plain || this.tailsAdmitted(ra, a, rb, b);
  }

  /**
   * 2-opt* between routes with different ends or shift ends: the backward slack of a tail holds
   * for its old end only, so each moved tail is walked to its new end (O(tail)) and the end legs
   * are priced.
   */
  private tailsDeltaAcrossEnds(ra: number, a: number, rb: number, b: number): number {
    const delta = this.tailsDistanceAcrossEnds(ra, a, rb, b);
    return delta < 0 && this.tailsFeasibleAcrossEnds(ra, a, rb, b) ? delta : Number.POSITIVE_INFINITY;
  }

  /** Distance change of the 2-opt* move (ra, a, rb, b), each route back to its own end. */
  tailsDistanceAcrossEnds(ra: number, a: number, rb: number, b: number): number {
    const { stops, stride, inst } = this.rs;
    const x = stops[ra * stride + a]!;
    const x2 = stops[rb * stride + b - 1]!;
    const endA = inst.endNode[ra]!;
    const endB = inst.endNode[rb]!;
    return (
      this.joinDistance(x, rb, b, endA) +
      this.joinDistance(x2, ra, a + 1, endB) -
      this.joinDistance(x, ra, a + 1, endA) -
      this.joinDistance(x2, rb, b, endB) -
      this.emptiedLeg(ra, a, rb, b)
    );
  }

  /** From node `from` into route r's tail at position p and on to node `end`, the tail's own legs left out. */
  private joinDistance(from: number, r: number, p: number, end: number): number {
    const { stops, stride, len, inst } = this.rs;
    const { size: n, dist } = inst;
    const base = r * stride;
    const last = len[r]!;
    if (p > last) return dist[from * n + end]!;
    return dist[from * n + stops[base + p]!]! + dist[stops[base + last]! * n + end]!;
  }

  tailsFeasibleAcrossEnds(ra: number, a: number, rb: number, b: number): boolean {
    return (
      this.tailsLoadsFit(ra, a, rb, b) &&
      this.tailArrives(ra, a, rb, b) &&
      this.tailArrives(rb, b - 1, ra, a + 1)
    );
  }

  /**
   * Whether vehicle ra, leaving position a of its route at the earliest, serves route rb's stops
   * from position b on within their windows and reaches its own end within its shift.
   */
  private tailArrives(ra: number, a: number, rb: number, b: number): boolean {
    const { inst, stops, earliest, stride, len } = this.rs;
    const { size: n, time, service, ready, due } = inst;
    let prev = stops[ra * stride + a]!;
    let t = earliest[ra * stride + a]!;
    const base = rb * stride;
    for (let q = b; q <= len[rb]!; q++) {
      const c = stops[base + q]!;
      t += service[prev]! + time[prev * n + c]!;
      if (t > due[c]! + EPS) return false;
      if (t < ready[c]!) t = ready[c]!;
      prev = c;
    }
    return t + service[prev]! + time[prev * n + inst.endNode[ra]!]! <= inst.shiftEnd[ra]! + EPS;
  }

  /** 2-opt* beyond the delivered totals: the load on every leg, and each vehicle may serve the tail it takes. */
  private tailsAdmitted(ra: number, a: number, rb: number, b: number): boolean {
    const { rs } = this;
    const ba = ra * rs.stride;
    const bb = rb * rs.stride;
    const lenA = rs.len[ra]!;
    const lenB = rs.len[rb]!;
    const { profiles } = rs;
    if (
      profiles &&
      !(
        profiles.fitsTails(ra, ba, a, lenA, bb, b, lenB) &&
        profiles.fitsTails(rb, bb, b - 1, lenB, ba, a + 1, lenA)
      )
    ) {
      return false;
    }
    return rs.servesAll(ra, rb, b, lenB) && rs.servesAll(rb, ra, a + 1, lenA);
  }

  /** Distance change of removing position i of route r; +∞ when the rest would miss a window. */
  private removalDelta(r: number, i: number): number {
    const { rs } = this;
    const { inst, stops, earliest, latest, stride } = rs;
    const { size: n, dist, time, service } = inst;
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
    const { size: n, dist, time, service } = inst;
    if (rs.load[r]! + inst.demand[c]! > inst.capacity[r]! + EPS) return Number.POSITIVE_INFINITY;
    if (!rs.admits(r, p, c)) return Number.POSITIVE_INFINITY;
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
    if (this.moveKind === OR_OPT || this.moveKind === REVERSE) {
      this.applyIntra();
      return;
    }
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

  /** Rewrites the changed span of the route (as built by the feasibility check), then its slack. */
  private applyIntra(): void {
    const { rs, span } = this;
    const r = this.moveA;
    const a = this.movePosA;
    const b = this.movePosB;
    const base = r * rs.stride;
    let from: number;
    let k: number;
    if (this.moveKind === REVERSE) {
      this.reverseFeasible(r, a, b);
      from = a - 1;
      k = b - a + 1;
    } else {
      const p = this.moveP;
      this.orOptFeasible(r, a, b, p, this.moveReversed);
      from = p < a ? p : a - 1;
      k = p < a ? b - p : p - a + 1;
    }
    for (let q = 0; q < k; q++) rs.stops[base + from + 1 + q] = span[q]!;
    rs.update(r);
    this.pushAround(r, from + 1);
    this.pushAround(r, from + k);
  }
}
