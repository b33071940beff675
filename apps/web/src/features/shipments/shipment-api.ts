import type {
  AvailableService,
  AvailableServices,
  DeliveryProof,
  Shipment,
  ShipmentDraft,
  ShipmentJourneyEvent,
} from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { registerKeys } from '../registers/register-api.ts';

/** Query keys of shipments (STYLE.md "per-resource query-key factories"). */
export const shipmentKeys = {
  all: ['shipments'] as const,
  details: () => [...shipmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...shipmentKeys.all, 'detail', id] as const,
  journey: (id: string) => [...shipmentKeys.all, 'journey', id] as const,
  deliveryProofs: (id: string) => [...shipmentKeys.all, 'delivery-proofs', id] as const,
  availableServices: (id: string) => [...shipmentKeys.all, 'available-services', id] as const,
};

/** `POST v2/shipments/available-services/structure-checking`: what the conditions allow a draft. */
export async function checkDraftServices(draft: ShipmentDraft): Promise<AvailableService[]> {
  const { data } = await apiClient.post<AvailableServices>(
    'v2/shipments/available-services/structure-checking',
    draft,
  );
  return data.items;
}

/** `GET shipments/available-services/id-checking/{id}`: what the conditions allow a stored shipment now. */
export function useAvailableServices(id: string | null) {
  return useQuery({
    queryKey: shipmentKeys.availableServices(id ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<AvailableServices>(
        `shipments/available-services/id-checking/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      return data.items;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

export async function fetchShipment(id: string): Promise<Shipment> {
  const { data } = await apiClient.get<Shipment>(`shipments/${encodeURIComponent(id)}`);
  return data;
}

export function useShipment(id: string | undefined) {
  return useQuery({
    queryKey: shipmentKeys.detail(id ?? ''),
    queryFn: () => fetchShipment(id ?? ''),
    enabled: id !== undefined,
    // A visit accepts, issues or refuses it meanwhile: the form always starts from what is stored.
    staleTime: 0,
  });
}

/** `GET shipments/{id}/tracking`: the shipment's events, oldest first. */
export async function fetchShipmentJourney(
  id: string,
  signal?: AbortSignal,
): Promise<ShipmentJourneyEvent[]> {
  const { data } = await apiClient.get<{ items: ShipmentJourneyEvent[] }>(
    `shipments/${encodeURIComponent(id)}/tracking`,
    { signal },
  );
  return data.items;
}

export function useShipmentJourney(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shipmentKeys.journey(id),
    queryFn: ({ signal }) => fetchShipmentJourney(id, signal),
    enabled: options.enabled ?? true,
    // Scans and issuance elsewhere add events: opening the tab shows what is stored now.
    staleTime: 0,
  });
}

/** `GET shipments/{id}/delivery-proofs`: what couriers' deliveries left on the shipment. */
export async function fetchDeliveryProofs(id: string, signal?: AbortSignal): Promise<DeliveryProof[]> {
  const { data } = await apiClient.get<{ items: DeliveryProof[] }>(
    `shipments/${encodeURIComponent(id)}/delivery-proofs`,
    { signal },
  );
  return data.items;
}

export function useDeliveryProofs(id: string) {
  return useQuery({
    queryKey: shipmentKeys.deliveryProofs(id),
    queryFn: ({ signal }) => fetchDeliveryProofs(id, signal),
    staleTime: 0,
  });
}

/** `POST v2/shipments` and `PUT v2/shipments/{id}` (the contract's create and update). */
export async function saveShipment(input: { id: string | null; body: ShipmentDraft }): Promise<Shipment> {
  const { data } =
    input.id === null
      ? await apiClient.post<Shipment>('v2/shipments', input.body)
      : await apiClient.put<Shipment>(`v2/shipments/${encodeURIComponent(input.id)}`, input.body);
  return data;
}

export function useSaveShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShipment,
    onSuccess: (shipment) => {
      queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      void queryClient.invalidateQueries({ queryKey: registerKeys('shipments').lists() });
    },
  });
}

/** `POST shipments/{id}/promo-codes`: the server re-prices the delivery service. */
export function useApplyPromoCode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (promoCode: string) => {
      const { data } = await apiClient.post<Shipment>(`shipments/${encodeURIComponent(id)}/promo-codes`, {
        promoCode,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(id) }),
  });
}

/** Adds the new shipment to the visit it was created from (`POST visits/{id}/documents`). */
export async function addShipmentToVisit(visitId: string, shipmentId: string): Promise<void> {
  await apiClient.post(`visits/${encodeURIComponent(visitId)}/documents`, {
    documentId: shipmentId,
    documentType: 'Shipment',
  });
}

/** Deletes the empty visit a create form was opened for, when the form closes unsaved. */
export async function deleteEmptyVisit(visitId: string): Promise<void> {
  await apiClient.delete(`visits/${encodeURIComponent(visitId)}`);
}
