import type { Shipment, Visit } from '@console/domain';
import { isVisitEditable } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchCanEnd, fetchShipmentsByIds, fetchVisit, visitKeys } from './visit-api.ts';

export interface VisitData {
  visit: Visit | undefined;
  /** The visit's shipments by id, once loaded. */
  shipments: ReadonlyMap<string, Shipment>;
  loading: boolean;
  error: unknown;
  /** Reloads the visit, its shipments and whether it can end. */
  reload(): Promise<void>;
  /** Puts an answer of a write in place of the visit, then reloads what depends on it. */
  replace(visit: Visit): Promise<void>;
}

export function shipmentIdsOf(visit: Visit | undefined): string[] {
  return (visit?.documents ?? [])
    .filter((document) => document.documentType === 'Shipment')
    .map((document) => document.documentId);
}

export function useVisit(id: string): VisitData {
  const queryClient = useQueryClient();
  // A visit changes under the page (the shipment form adds documents, other clerks work on its
  // shipments): coming back to it always reads it again.
  const visitQuery = useQuery({
    queryKey: visitKeys.detail(id),
    queryFn: () => fetchVisit(id),
    retry: false,
    staleTime: 0,
  });
  const visit = visitQuery.data;
  const ids = useMemo(() => shipmentIdsOf(visit), [visit]);
  const shipmentsQuery = useQuery({
    queryKey: visitKeys.shipments(ids),
    queryFn: ({ signal }) => fetchShipmentsByIds(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
  });
  const shipments = useMemo(
    () => new Map((shipmentsQuery.data ?? []).map((shipment) => [shipment.id, shipment])),
    [shipmentsQuery.data],
  );

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: visitKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: [...visitKeys.all, 'shipments'] });
  }, [queryClient, id]);

  const replace = useCallback(
    async (next: Visit) => {
      queryClient.setQueryData(visitKeys.detail(id), next);
      // A closed or deleted visit has nothing left to end.
      if (isVisitEditable(next)) await queryClient.invalidateQueries({ queryKey: visitKeys.canEnd(id) });
      else queryClient.removeQueries({ queryKey: visitKeys.canEnd(id) });
      await queryClient.invalidateQueries({ queryKey: [...visitKeys.all, 'shipments'] });
    },
    [queryClient, id],
  );

  return {
    visit,
    shipments,
    loading: visitQuery.isLoading || shipmentsQuery.isLoading,
    error: visitQuery.error,
    reload,
    replace,
  };
}

export function useCanEnd(visit: Visit | undefined, enabled: boolean) {
  return useQuery({
    queryKey: visitKeys.canEnd(visit?.id ?? ''),
    queryFn: () => fetchCanEnd(visit?.id ?? ''),
    enabled: enabled && visit !== undefined,
    staleTime: 0,
  });
}
