import type { Instance } from './instance.ts';
import { LoadProfiles } from './load-profiles.ts';
import type { Objective } from './objective.ts';

/** Tolerance of the solver's time comparisons. */
export const EPS = 1e-9;

/**
 * A solution: one route slot per vehicle, stored flat (slot r at r × stride, positions 0 and
 * len + 1 are the vehicle's start and end node). Per position it keeps the earliest service start
 * given the prefix (`earliest`) and the latest arrival that keeps the suffix feasible (`latest`),
 * so inserting a customer is checked in O(1) (Savelsbergh's forward/backward time slack). A
 * vehicle's lunch is taken on the way to the stop at position `lunchGap` (len + 1 = the end): it starts
 * no earlier than the departure from the stop before, and the vehicle is ready at the stop at
 * max(departure + travel, lunch start) + duration, whether it stopped on the road or waited there.
 * Removing stops therefore never breaks a lunch that fitted (the time matrix keeps the triangle
 * inequality), which a break bound to the arrival at a stop would.
 */
export class RouteSet {
  readonly stride: number;
  readonly slots: number;
  readonly stops: Int32Array;
  readonly earliest: Float64Array;
  readonly latest: Float64Array;
  readonly len: Int32Array;
  readonly load: Float64Array;
  /** Load of positions 1 … p, per position (so tail exchanges check capacity in O(1)). */
  readonly cumLoad: Float64Array;
  readonly dist: Float64Array;
  readonly lunchGap: Int32Array;
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly absent: Int32Array;
  absentCount = 0;
  /** Routes changed since the last `clearTouched`, so a rejected move restores only those. */
  readonly touched: Uint8Array;
  readonly touchedList: Int32Array;
  touchedCount = 0;
  /** The load profile when the instance has one (pickups, volume); see `LoadProfiles`. */
  readonly profiles: LoadProfiles | undefined;
  /**
   * Deliveries against one capacity, every vehicle for every customer (the classic case): the
   * route's delivered total is the whole load check, and the hot loops skip the others.
   */
  readonly plain: boolean;

  constructor(readonly inst: Instance) {
    this.stride = inst.n + 1;
    this.slots = inst.vehicles;
    const size = this.slots * this.stride;
    this.stops = new Int32Array(size);
    this.earliest = new Float64Array(size);
    this.latest = new Float64Array(size);
    this.len = new Int32Array(this.slots);
    this.load = new Float64Array(this.slots);
    this.cumLoad = new Float64Array(size);
    this.dist = new Float64Array(this.slots);
    this.lunchGap = new Int32Array(this.slots);
    this.routeOf = new Int32Array(inst.n).fill(-1);
    this.posOf = new Int32Array(inst.n);
    this.absent = new Int32Array(inst.n);
    this.touched = new Uint8Array(this.slots);
    this.touchedList = new Int32Array(this.slots);
    this.profiles = inst.profile ? new LoadProfiles(inst.profile, size) : undefined;
    this.plain = inst.profile === undefined && inst.compatible === undefined;
    for (let r = 0; r < this.slots; r++) this.update(r);
    this.clearTouched();
  }

  clearTouched(): void {
    for (let i = 0; i < this.touchedCount; i++) this.touched[this.touchedList[i]!] = 0;
    this.touchedCount = 0;
  }

  usedRoutes(): number {
    let used = 0;
    for (let r = 0; r < this.slots; r++) if (this.len[r]! > 0) used++;
    return used;
  }

  totalDistance(): number {
    let total = 0;
    for (let r = 0; r < this.slots; r++) total += this.dist[r]!;
    return total;
  }

  /** Its place in the objective; `distance` when the caller has just summed it. */
  objective(distance = this.totalDistance()): Objective {
    return { unserved: this.absentCount, vehicles: this.usedRoutes(), distance };
  }

  assigned(): number {
    let count = 0;
    for (let r = 0; r < this.slots; r++) count += this.len[r]!;
    return count;
  }

  addAbsent(c: number): void {
    this.routeOf[c] = -1;
    this.absent[this.absentCount++] = c;
  }

  /** Inserts customer c before position pos (1 … len + 1) of route r. */
  insert(r: number, pos: number, c: number): void {
    const b = r * this.stride;
    const end = this.len[r]! + 1;
    this.stops.copyWithin(b + pos + 1, b + pos, b + end + 1);
    this.stops[b + pos] = c;
    this.len[r] = end;
    if (this.inst.lunchDuration[r]! > 0 || end === 1) {
      this.update(r);
      return;
    }
    this.earliest.copyWithin(b + pos + 1, b + pos, b + end + 1);
    this.latest.copyWithin(b + pos + 1, b + pos, b + end + 1);
    const { cumLoad } = this;
    for (let p = pos; p <= end; p++)
      cumLoad[b + p] = cumLoad[b + p - 1]! + this.inst.demand[this.stops[b + p]!]!;
    this.markTouched(r);
    this.propagateInsertion(r, pos, c);
    this.profiles?.update(this.stops, b, end);
  }

  /** Whether vehicle r may serve customer c (its skills and heaviest parcel). */
  serves(r: number, c: number): boolean {
    const { compatible } = this.inst;
    return compatible === undefined || compatible[c * this.slots + r] === 1;
  }

  /** Whether every customer at positions from … to of route r may be served by vehicle v. */
  servesAll(v: number, r: number, from: number, to: number): boolean {
    const { inst } = this;
    if (inst.compatible === undefined || inst.vehicleType[v] === inst.vehicleType[r]) return true;
    const b = r * this.stride;
    for (let p = from; p <= to; p++) if (!this.serves(v, this.stops[b + p]!)) return false;
    return true;
  }

  /** Whether inserting c before position pos of route r keeps every capacity (the route's delivered total aside). */
  loadFits(r: number, pos: number, c: number): boolean {
    return this.profiles === undefined || this.profiles.fitsInsertion(r, r * this.stride, pos, c);
  }

  /** Whether vehicle r may serve c and c fits before position pos (the route's delivered total aside). */
  admits(r: number, pos: number, c: number): boolean {
    return this.plain || (this.serves(r, c) && this.loadFits(r, pos, c));
  }

  /** After an insertion at pos: only the slack that changes is recomputed (it stops where values agree). */
  private propagateInsertion(r: number, pos: number, c: number): void {
    const { inst, stops, earliest, latest } = this;
    const { size: n, service, time, ready, due } = inst;
    const b = r * this.stride;
    const len = this.len[r]!;
    const prevC = stops[b + pos - 1]!;
    const nextC = stops[b + pos + 1]!;
    this.dist[r] =
      this.dist[r]! + inst.dist[prevC * n + c]! + inst.dist[c * n + nextC]! - inst.dist[prevC * n + nextC]!;
    this.load[r] = this.load[r]! + inst.demand[c]!;
    this.routeOf[c] = r;
    for (let p = pos; p <= len; p++) this.posOf[stops[b + p]!] = p;
    let prev = prevC;
    for (let p = pos; p <= len + 1; p++) {
      const cur = stops[b + p]!;
      const t = earliest[b + p - 1]! + service[prev]! + time[prev * n + cur]!;
      const value = p <= len ? Math.max(t, ready[cur]!) : t;
      if (p > pos && value === earliest[b + p]) break;
      earliest[b + p] = value;
      prev = cur;
    }
    let next = nextC;
    for (let p = pos; p >= 1; p--) {
      const cur = stops[b + p]!;
      const value = Math.min(due[cur]!, latest[b + p + 1]! - time[cur * n + next]! - service[cur]!);
      if (p < pos && value === latest[b + p]) break;
      latest[b + p] = value;
      next = cur;
    }
    latest[b] = latest[b + 1]! - time[stops[b]! * n + stops[b + 1]!]!;
  }

  private markTouched(r: number): void {
    if (this.touched[r] === 0) {
      this.touched[r] = 1;
      this.touchedList[this.touchedCount++] = r;
    }
  }

  /** Removes positions from … to (inclusive) of route r except the kept block, appending them to `out`. */
  removeRange(r: number, from: number, to: number, keepFrom: number, keepTo: number, out: number[]): void {
    const b = r * this.stride;
    const len = this.len[r]!;
    let w = from;
    for (let p = from; p <= len + 1; p++) {
      const c = this.stops[b + p]!;
      if (p <= to && (p < keepFrom || p > keepTo)) {
        out.push(c);
        this.routeOf[c] = -1;
        continue;
      }
      this.stops[b + w++] = c;
    }
    this.len[r] = w - 2;
    this.update(r);
  }

  /** Recomputes route r's positions, load, distance, lunch position and time slack. */
  update(r: number): void {
    const { inst, stops, stride } = this;
    const b = r * stride;
    const len = this.len[r]!;
    const n = inst.size;
    this.markTouched(r);
    stops[b] = inst.startNode[r]!;
    stops[b + len + 1] = inst.endNode[r]!;
    let load = 0;
    let dist = 0;
    let prev = stops[b]!;
    this.cumLoad[b] = 0;
    for (let p = 1; p <= len; p++) {
      const c = stops[b + p]!;
      load += inst.demand[c]!;
      this.cumLoad[b + p] = load;
      dist += inst.dist[prev * n + c]!;
      this.routeOf[c] = r;
      this.posOf[c] = p;
      prev = c;
    }
    this.cumLoad[b + len + 1] = load;
    // An unused vehicle drives nothing, even when its start and end differ.
    if (len > 0) dist += inst.dist[prev * n + stops[b + len + 1]!]!;
    this.profiles?.update(stops, b, len);
    this.load[r] = load;
    this.dist[r] = dist;
    let gap = 0;
    if (inst.lunchDuration[r]! > 0 && len > 0) {
      this.forward(r, 0);
      this.backward(r, 0);
      gap = this.chooseLunchGap(r);
    }
    this.lunchGap[r] = gap;
    this.forward(r, gap);
    this.backward(r, gap);
  }

  private forward(r: number, gap: number): void {
    const { inst, stops, earliest } = this;
    const b = r * this.stride;
    const len = this.len[r]!;
    const n = inst.size;
    earliest[b] = inst.shiftStart[r]!;
    let prev = stops[b]!;
    for (let p = 1; p <= len + 1; p++) {
      const c = stops[b + p]!;
      let t = earliest[b + p - 1]! + inst.service[prev]! + inst.time[prev * n + c]!;
      if (p === gap) t = Math.max(t, inst.lunchStart[r]!) + inst.lunchDuration[r]!;
      earliest[b + p] = p <= len ? Math.max(t, inst.ready[c]!) : t;
      prev = c;
    }
  }

  private backward(r: number, gap: number): void {
    const { inst, stops, latest } = this;
    const b = r * this.stride;
    const len = this.len[r]!;
    const n = inst.size;
    let next = stops[b + len + 1]!;
    let z = inst.shiftEnd[r]!;
    if (gap === len + 1) z = this.latestArrivalBeforeLunch(r, z, inst.time[stops[b + len]! * n + next]!);
    latest[b + len + 1] = z;
    for (let p = len; p >= 1; p--) {
      const c = stops[b + p]!;
      let y = Math.min(inst.due[c]!, latest[b + p + 1]! - inst.time[c * n + next]! - inst.service[c]!);
      if (p === gap) y = this.latestArrivalBeforeLunch(r, y, inst.time[stops[b + p - 1]! * n + c]!);
      latest[b + p] = y;
      next = c;
    }
    latest[b] = latest[b + 1]! - inst.time[stops[b]! * n + next]!;
  }

  /**
   * Latest arrival (departure + travel, the lunch not counted) over an arc of `travel` that takes
   * the lunch and is then ready by `ready`: the lunch must fit its window after the departure,
   * and max(arrival, lunch start) + duration ≤ ready.
   */
  latestArrivalBeforeLunch(r: number, ready: number, travel: number): number {
    const { lunchStart, lunchEnd, lunchDuration } = this.inst;
    const duration = lunchDuration[r]!;
    if (lunchStart[r]! + duration > Math.min(ready, lunchEnd[r]!) + EPS) return Number.NEGATIVE_INFINITY;
    return Math.min(ready - duration, lunchEnd[r]! - duration + travel);
  }

  /**
   * When the vehicle is ready at the stop after an arc that takes the lunch, leaving at
   * `departure` and arriving (lunch not counted) at `arrival`; +∞ when the lunch does not fit.
   */
  readyAfterLunch(r: number, departure: number, arrival: number): number {
    const { lunchStart, lunchEnd, lunchDuration } = this.inst;
    const duration = lunchDuration[r]!;
    const start = lunchStart[r]!;
    if ((departure > start ? departure : start) + duration > lunchEnd[r]! + EPS)
      return Number.POSITIVE_INFINITY;
    return (arrival > start ? arrival : start) + duration;
  }

  /**
   * Whether customer c fits before position p = lunchGap[r], the stop the lunch is taken on the
   * way to: that arc is split, so the lunch goes on the way to c or on from c to the old stop.
   */
  fitsAtLunchGap(r: number, p: number, c: number): boolean {
    const { inst, stops, earliest, latest } = this;
    const { size: n, service, time, ready, due } = inst;
    const b = r * this.stride;
    const len = this.len[r]!;
    const prev = stops[b + p - 1]!;
    const next = stops[b + p]!;
    const readyNext =
      p <= len
        ? Math.min(due[next]!, latest[b + p + 1]! - time[next * n + stops[b + p + 1]!]! - service[next]!)
        : inst.shiftEnd[r]!;
    const departure = earliest[b + p - 1]! + service[prev]!;
    const arrival = departure + time[prev * n + c]!;
    if (arrival <= due[c]! + EPS) {
      const leave = Math.max(arrival, ready[c]!) + service[c]!;
      if (this.readyAfterLunch(r, leave, leave + time[c * n + next]!) <= readyNext + EPS) return true;
    }
    const start = Math.max(this.readyAfterLunch(r, departure, arrival), ready[c]!);
    return start <= due[c]! + EPS && start + service[c]! + time[c * n + next]! <= readyNext + EPS;
  }

  /** With earliest/latest computed without lunch: the feasible gap leaving the most slack after it. */
  private chooseLunchGap(r: number): number {
    const { inst, stops, earliest, latest } = this;
    const b = r * this.stride;
    const len = this.len[r]!;
    const n = inst.size;
    let bestGap = len + 1;
    let bestSlack = Number.NEGATIVE_INFINITY;
    let prev = stops[b]!;
    for (let g = 1; g <= len + 1; g++) {
      const c = stops[b + g]!;
      const departure = earliest[b + g - 1]! + inst.service[prev]!;
      const ready = this.readyAfterLunch(r, departure, departure + inst.time[prev * n + c]!);
      const slack = latest[b + g]! - ready;
      if (slack > bestSlack) {
        bestSlack = slack;
        bestGap = g;
      }
      prev = c;
    }
    return bestGap;
  }

  /** Whether route r meets every time window, its shift and its lunch (used by assertions and tests). */
  feasible(r: number): boolean {
    const b = r * this.stride;
    const len = this.len[r]!;
    if (this.load[r]! > this.inst.capacity[r]! + EPS) return false;
    if (this.profiles && !this.profiles.withinLimits(r, b, len)) return false;
    const gap = this.lunchGap[r]!;
    if (gap > 0) {
      const prev = this.stops[b + gap - 1]!;
      const departure = this.earliest[b + gap - 1]! + this.inst.service[prev]!;
      const arrival = departure + this.inst.time[prev * this.inst.size + this.stops[b + gap]!]!;
      if (this.readyAfterLunch(r, departure, arrival) === Number.POSITIVE_INFINITY) return false;
    }
    for (let p = 1; p <= len + 1; p++) {
      if (
        this.earliest[b + p]! >
        (p <= len ? this.inst.due[this.stops[b + p]!]! : this.inst.shiftEnd[r]!) + EPS
      ) {
        return false;
      }
    }
    return true;
  }

  copyRouteFrom(other: RouteSet, r: number): void {
    const b = r * this.stride;
    const end = b + other.len[r]! + 2;
    this.stops.set(other.stops.subarray(b, end), b);
    this.earliest.set(other.earliest.subarray(b, end), b);
    this.latest.set(other.latest.subarray(b, end), b);
    this.cumLoad.set(other.cumLoad.subarray(b, end), b);
    if (this.profiles && other.profiles) this.profiles.copyFrom(other.profiles, b, end);
    this.len[r] = other.len[r]!;
    this.load[r] = other.load[r]!;
    this.dist[r] = other.dist[r]!;
    this.lunchGap[r] = other.lunchGap[r]!;
    for (let p = b + 1; p < end - 1; p++) {
      const c = this.stops[p]!;
      this.routeOf[c] = r;
      this.posOf[c] = p - b;
    }
  }

  copyAbsentFrom(other: RouteSet): void {
    this.absentCount = other.absentCount;
    for (let i = 0; i < other.absentCount; i++) {
      const c = other.absent[i]!;
      this.absent[i] = c;
      this.routeOf[c] = -1;
    }
  }

  copyFrom(other: RouteSet): void {
    for (let r = 0; r < this.slots; r++) this.copyRouteFrom(other, r);
    this.copyAbsentFrom(other);
  }

  /** Most numbers `encode` writes: per slot its length and stops, then the unserved customers. */
  static encodedSize(slots: number, n: number): number {
    return slots + n + 1;
  }

  /** Writes the routes (per slot: length, stops) and the unserved customers (count, ids) to `out`. */
  encode(out: Int32Array): void {
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      const b = r * this.stride;
      const len = this.len[r]!;
      out[w++] = len;
      out.set(this.stops.subarray(b + 1, b + len + 1), w);
      w += len;
    }
    out[w++] = this.absentCount;
    out.set(this.absent.subarray(0, this.absentCount), w);
  }

  /** Replaces this solution with one `encode` wrote (for the same instance). */
  decode(from: Int32Array): void {
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      const b = r * this.stride;
      const len = from[w++]!;
      this.stops.set(from.subarray(w, w + len), b + 1);
      w += len;
      this.len[r] = len;
      this.update(r);
    }
    this.absentCount = 0;
    const absent = from[w++]!;
    for (let i = 0; i < absent; i++) this.addAbsent(from[w++]!);
    this.clearTouched();
  }
}
