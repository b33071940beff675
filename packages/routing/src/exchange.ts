import { compareObjective } from './objective.ts';
import { RouteSet } from './route-set.ts';

/**
 * The best solution of several solver threads on one problem, in shared memory: a thread trades
 * its best for the shared one at set points of its search (it publishes its own when that is
 * better, adopts the shared one when that is), so every thread continues from the best any of
 * them has found. Better means fewer unserved customers, then fewer vehicles, then less distance.
 *
 * Layout: Int32 [lock, version, 0, 0], Float64 [unserved, vehicles, distance], Int32 encoding
 * (`RouteSet.encode`). A spin lock guards it; a trade copies one solution at most.
 */
export class SharedBest {
  private readonly header: Int32Array;
  private readonly score: Float64Array;
  private readonly payload: Int32Array;

  static allocate(vehicles: number, locations: number): SharedArrayBuffer {
    return new SharedArrayBuffer(HEADER_BYTES + 4 * RouteSet.encodedSize(vehicles, locations));
  }

  constructor(buffer: SharedArrayBuffer) {
    this.header = new Int32Array(buffer, 0, 4);
    this.score = new Float64Array(buffer, 16, 3);
    this.payload = new Int32Array(buffer, HEADER_BYTES);
  }

  /** Publishes `best` if it beats the shared solution, or replaces it by the shared one; true when replaced. */
  trade(best: RouteSet): boolean {
    return this.exchange(best, true) === 'adopted';
  }

  /**
   * Publishes `best` if it beats the shared solution, and never takes the shared one: the fleet
   * thread offers each vehicle it removes at once, and keeps removing from its own. True when published.
   */
  offer(best: RouteSet): boolean {
    return this.exchange(best, false) === 'published';
  }

  /**
   * Whether the shared solution serves more customers than `best`, or as many with fewer vehicles:
   * a hint read without the lock (a trade settles it), cheap enough to ask every few steps.
   */
  leadsFleet(best: RouteSet): boolean {
    if (Atomics.load(this.header, 1) === 0) return false;
    const unserved = this.score[0]!;
    return (
      unserved < best.absentCount || (unserved === best.absentCount && this.score[1]! < best.usedRoutes())
    );
  }

  private exchange(best: RouteSet, adopt: boolean): 'published' | 'adopted' | 'kept' {
    this.lock();
    try {
      const empty = Atomics.load(this.header, 1) === 0;
      const mine = best.objective();
      const [unserved = 0, vehicles = 0, distance = 0] = this.score;
      const order = empty ? -1 : compareObjective(mine, { unserved, vehicles, distance });
      if (order < 0) {
        best.encode(this.payload);
        this.score[0] = mine.unserved;
        this.score[1] = mine.vehicles;
        this.score[2] = mine.distance;
        Atomics.add(this.header, 1, 1);
        return 'published';
      }
      if (!adopt || order === 0) return 'kept';
      best.decode(this.payload);
      return 'adopted';
    } finally {
      Atomics.store(this.header, 0, 0);
    }
  }

  private lock(): void {
    while (Atomics.compareExchange(this.header, 0, 0, 1) !== 0) {
      // Another thread copies a solution: microseconds.
    }
  }
}

const HEADER_BYTES = 16 + 3 * 8;
