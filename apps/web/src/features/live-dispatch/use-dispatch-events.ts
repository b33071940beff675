import type { DispatchEvent } from '@console/domain';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type MonitoredCourier, routeKeys } from '../courier-routes/routes-api.ts';
import { connectDispatchEvents, type StreamState } from './dispatch-event-source.ts';

type MonitoringPages = InfiniteData<{
  items: MonitoredCourier[];
  nextCursor: string | null;
  timeZone: string;
}>;

/** A burst of task changes (a courier syncing a morning's queue) refreshes the monitoring once. */
const REFRESH_AFTER_MS = 1_000;

/** A position event moves the courier it names; the other couriers' rows stay as they are. */
export function withPosition(
  pages: MonitoringPages | undefined,
  event: DispatchEvent,
): MonitoringPages | undefined {
  if (!pages || event.kind !== 'position') return pages;
  const { courier, latitude, longitude, at } = event.data;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((row) =>
        row.courier === courier && (!row.lastPosition || row.lastPosition.at <= at)
          ? { ...row, lastPosition: { latitude, longitude, at } }
          : row,
      ),
    })),
  };
}

/**
 * Live dispatch (issue 27) for a division's monitoring: couriers move as their phones report, and a
 * task's change refreshes the couriers' open tasks and late marks, without a reload.
 */
export function useDispatchEvents(divisionId: string, day: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const key = routeKeys.monitoring(divisionId, day);
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const stop = connectDispatchEvents({
      divisionId,
      onState: setState,
      onEvent: (event) => {
        if (event.kind === 'position') {
          queryClient.setQueryData<MonitoringPages>(key, (pages) => withPosition(pages, event));
          return;
        }
        refresh ??= setTimeout(() => {
          refresh = undefined;
          void queryClient.invalidateQueries({ queryKey: key });
        }, REFRESH_AFTER_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(refresh);
    };
  }, [divisionId, day, queryClient]);
  return state;
}
