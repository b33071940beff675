import type { DispatchEvent } from '@console/domain';
import type { DatabaseHandle } from '../../db/database.ts';
import { DISPATCH_CHANNEL } from './dispatch-events.ts';

/** A stream's ear: each event of its division, and word that some may have been missed. */
export interface DispatchListener {
  event(event: DispatchEvent): void;
  /** The listening connection was lost and opened again: events of the pause are in the table. */
  missed(): void;
}
type Listener = DispatchListener;

/**
 * One instance's ear on the dispatch channel: a single `LISTEN` whatever the number of open
 * streams, started with the first stream and stopped with the last. Each heard event goes to the
 * streams of its division.
 */
export class DispatchEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stop: Promise<() => Promise<void>> | undefined;

  constructor(private readonly database: Pick<DatabaseHandle, 'listen'>) {}

  /** Adds a stream of a division's events; answers when listening, with the function that removes it. */
  async subscribe(divisionId: string, listener: Listener): Promise<() => void> {
    const set = this.listeners.get(divisionId) ?? new Set<Listener>();
    this.listeners.set(divisionId, set);
    set.add(listener);
    this.stop ??= this.database.listen(
      DISPATCH_CHANNEL,
      (payload) => this.hear(payload),
      () => this.reconnected(),
    );
    try {
      await this.stop;
    } catch (error) {
      this.remove(divisionId, listener);
      this.stop = undefined;
      throw error;
    }
    return () => this.remove(divisionId, listener);
  }

  /** Streams open on this instance (metrics, tests). */
  get size(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const stop = this.stop;
    this.stop = undefined;
    if (stop) await (await stop)();
  }

  private hear(payload: string): void {
    let event: DispatchEvent;
    try {
      event = JSON.parse(payload) as DispatchEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.divisionId) ?? []) listener.event(event);
  }

  private reconnected(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.missed();
  }

  private remove(divisionId: string, listener: Listener): void {
    const set = this.listeners.get(divisionId);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(divisionId);
    if (this.listeners.size === 0 && this.stop) {
      const stop = this.stop;
      this.stop = undefined;
      void stop.then((end) => end()).catch(() => undefined);
    }
  }
}
