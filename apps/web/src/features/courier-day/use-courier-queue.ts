import type { CourierAction } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionQueue, type Proofs, type QueuedAction } from './action-queue.ts';
import { courierDayKeys, sendActions, sendPositions, uploadProof } from './courier-day-api.ts';

/** How often the phone reports where the courier is while the day's screen is open (issue 26). */
export const POSITION_INTERVAL_MS = 30_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

export interface QueueOptions {
  /** Off: the hook neither opens the queue nor sends (a screen that queues only in mobile-app mode). */
  enabled?: boolean;
  /** Reports the phone's position (the courier's day; a hub's scanning does not). */
  trackPosition?: boolean;
  /** After a flush that sent actions: what to read again (default: the courier's day). */
  onSent?: () => Promise<unknown>;
}

/**
 * The offline queue as the screen uses it: add an action (written to IndexedDB first), the list of
 * actions with their state, and a flush in order whenever the network is there. The courier's day
 * and the scan page (a hub clerk's `hub_scan`) share the one queue, so both go out in the order done.
 */
export function useCourierQueue(options: QueueOptions = {}) {
  const { enabled = true, trackPosition = true } = options;
  const queryClient = useQueryClient();
  const online = useOnline();
  const queue = useRef<Promise<ActionQueue> | null>(null);
  const flushing = useRef(false);
  /** An action added while a flush was sending: that flush goes round once more for it. */
  const again = useRef(false);
  const onSent = useRef(options.onSent);
  onSent.current = options.onSent;
  const [entries, setEntries] = useState<QueuedAction[]>([]);

  const opened = useCallback(() => {
    queue.current ??= ActionQueue.open();
    return queue.current;
  }, []);

  const closed = useRef(false);
  const refresh = useCallback(async () => {
    try {
      const all = await (await opened()).all();
      if (!closed.current) setEntries(all);
    } catch {
      // The screen closed its queue meanwhile: nothing to show.
    }
  }, [opened]);

  const flush = useCallback(async () => {
    if (!enabled || closed.current || !navigator.onLine) return;
    if (flushing.current) {
      again.current = true;
      return;
    }
    flushing.current = true;
    try {
      const store = await opened();
      let sent = 0;
      do {
        again.current = false;
        sent += await store.flush(sendActions, uploadProof);
      } while (again.current);
      await store.flushPositions(sendPositions);
      if (sent > 0)
        await (onSent.current?.() ?? queryClient.invalidateQueries({ queryKey: courierDayKeys.today() }));
    } catch {
      // No network after all (or the server is away): the queue keeps everything for the next try.
    } finally {
      flushing.current = false;
      await refresh();
    }
  }, [enabled, opened, queryClient, refresh]);

  const add = useCallback(
    async (action: CourierAction, proofs?: Proofs) => {
      await (await opened()).add(action, proofs);
      await refresh();
      await flush();
    },
    [opened, refresh, flush],
  );

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  useEffect(() => {
    if (!enabled || !trackPosition || !('geolocation' in navigator)) return;
    const report = () =>
      navigator.geolocation.getCurrentPosition(
        async ({ coords, timestamp }) => {
          await (await opened()).addPosition({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
            at: new Date(timestamp).toISOString(),
          });
          await flush();
        },
        () => undefined,
        { maximumAge: POSITION_INTERVAL_MS },
      );
    report();
    const timer = window.setInterval(report, POSITION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, trackPosition, opened, flush]);

  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
      // Closed once what is under way has finished (IndexedDB waits for open transactions).
      void queue.current?.then((store) => store.close());
      queue.current = null;
    };
  }, []);

  return { online, entries, add, flush };
}
