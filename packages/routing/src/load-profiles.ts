import type { LoadProfile } from './instance.ts';

/** Tolerance of the load comparisons (as the route set's time comparisons). */
const EPS = 1e-9;

/**
 * Load on board along every route, per dimension, for instances with pickups or a second
 * capacity. A vehicle leaves its start with everything it delivers and collects pickups on the
 * way, so the load rises and falls: the capacity must hold on every leg, not for one sum. Per
 * position p (0 = the start, len + 1 = the end) it keeps the load on the leg leaving p (`onBoard`,
 * at len + 1 the load arriving at the end), its prefix and suffix maxima and the cumulative
 * deliveries and pickups, so insertions and tail exchanges are checked in O(1) per dimension:
 * a delivery inserted before position p raises every leg before it, a pickup every leg after it.
 */
export class LoadProfiles {
  readonly dimensions: number;
  private readonly onBoard: Float64Array[] = [];
  private readonly prefixMax: Float64Array[] = [];
  private readonly suffixMax: Float64Array[] = [];
  private readonly delivered: Float64Array[] = [];
  private readonly pickedUp: Float64Array[] = [];

  constructor(
    private readonly profile: LoadProfile,
    size: number,
  ) {
    this.dimensions = profile.dimensions;
    for (let d = 0; d < this.dimensions; d++) {
      this.onBoard.push(new Float64Array(size));
      this.prefixMax.push(new Float64Array(size));
      this.suffixMax.push(new Float64Array(size));
      this.delivered.push(new Float64Array(size));
      this.pickedUp.push(new Float64Array(size));
    }
  }

  /** Recomputes the profile of the route stored at base b with len customers. */
  update(stops: Int32Array, b: number, len: number): void {
    for (let d = 0; d < this.dimensions; d++) {
      const delivery = this.profile.delivery[d]!;
      const pickup = this.profile.pickup[d]!;
      const delivered = this.delivered[d]!;
      const pickedUp = this.pickedUp[d]!;
      const onBoard = this.onBoard[d]!;
      const prefixMax = this.prefixMax[d]!;
      const suffixMax = this.suffixMax[d]!;
      delivered[b] = 0;
      pickedUp[b] = 0;
      for (let p = 1; p <= len + 1; p++) {
        const c = stops[b + p]!;
        delivered[b + p] = delivered[b + p - 1]! + delivery[c]!;
        pickedUp[b + p] = pickedUp[b + p - 1]! + pickup[c]!;
      }
      const total = delivered[b + len + 1]!;
      let max = Number.NEGATIVE_INFINITY;
      for (let p = 0; p <= len + 1; p++) {
        const load = total - delivered[b + p]! + pickedUp[b + p]!;
        onBoard[b + p] = load;
        if (load > max) max = load;
        prefixMax[b + p] = max;
      }
      max = Number.NEGATIVE_INFINITY;
      for (let p = len + 1; p >= 0; p--) {
        if (onBoard[b + p]! > max) max = onBoard[b + p]!;
        suffixMax[b + p] = max;
      }
    }
  }

  /** Whether the route of vehicle r at base b (len customers) keeps every limit on every leg. */
  withinLimits(r: number, b: number, len: number): boolean {
    for (let d = 0; d < this.dimensions; d++) {
      if (this.prefixMax[d]![b + len + 1]! > this.profile.limit[d]![r]! + EPS) return false;
    }
    return true;
  }

  /** Inserting c before position pos: the legs before it carry c's delivery, the legs after it c's pickup. */
  fitsInsertion(r: number, b: number, pos: number, c: number): boolean {
    for (let d = 0; d < this.dimensions; d++) {
      const limit = this.profile.limit[d]![r]! + EPS;
      const onBoard = this.onBoard[d]!;
      if (this.prefixMax[d]![b + pos - 1]! + this.profile.delivery[d]![c]! > limit) return false;
      const after = Math.max(onBoard[b + pos - 1]!, this.suffixMax[d]![b + pos]!);
      if (after + this.profile.pickup[d]![c]! > limit) return false;
    }
    return true;
  }

  /**
   * 2-opt*: whether vehicle ra's route keeping positions 0 … a (base ba, length lenA) and going on
   * with positions b … of the route at base bb (length lenB) stays within ra's limits. The kept
   * legs change by the deliveries that change hands; the taken tail's legs by the pickups before it.
   */
  fitsTails(ra: number, ba: number, a: number, lenA: number, bb: number, b: number, lenB: number): boolean {
    for (let d = 0; d < this.dimensions; d++) {
      const limit = this.profile.limit[d]![ra]! + EPS;
      const delivered = this.delivered[d]!;
      const pickedUp = this.pickedUp[d]!;
      const tailA = delivered[ba + lenA + 1]! - delivered[ba + a]!;
      const tailB = delivered[bb + lenB + 1]! - delivered[bb + b - 1]!;
      if (this.prefixMax[d]![ba + a]! + tailB - tailA > limit) return false;
      if (this.suffixMax[d]![bb + b]! + pickedUp[ba + a]! - pickedUp[bb + b - 1]! > limit) return false;
    }
    return true;
  }

  /**
   * Whether the route at base b keeps its legs up to position `from`, then visits span[0 … k − 1]
   * (a reordering of its own customers) within vehicle r's limits: the legs outside the span keep
   * their load, since the same customers are delivered and picked up before and after it.
   */
  fitsSpan(r: number, b: number, from: number, span: Int32Array, k: number): boolean {
    for (let d = 0; d < this.dimensions; d++) {
      const limit = this.profile.limit[d]![r]! + EPS;
      const delivery = this.profile.delivery[d]!;
      const pickup = this.profile.pickup[d]!;
      let load = this.onBoard[d]![b + from]!;
      for (let q = 0; q < k; q++) {
        const c = span[q]!;
        load += pickup[c]! - delivery[c]!;
        if (load > limit) return false;
      }
    }
    return true;
  }

  /** Picked up on the route at base b with len customers (dimension 0). */
  pickedUpOn(b: number, len: number): number {
    return this.pickedUp[0]![b + len]!;
  }

  copyFrom(other: LoadProfiles, from: number, to: number): void {
    for (let d = 0; d < this.dimensions; d++) {
      this.onBoard[d]!.set(other.onBoard[d]!.subarray(from, to), from);
      this.prefixMax[d]!.set(other.prefixMax[d]!.subarray(from, to), from);
      this.suffixMax[d]!.set(other.suffixMax[d]!.subarray(from, to), from);
      this.delivered[d]!.set(other.delivered[d]!.subarray(from, to), from);
      this.pickedUp[d]!.set(other.pickedUp[d]!.subarray(from, to), from);
    }
  }
}
