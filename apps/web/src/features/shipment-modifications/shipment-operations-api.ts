import type {
  Shipment,
  ShipmentDataChange,
  ShipmentModificationView,
  ShipmentOperationCheck,
  ShipmentOperationKind,
} from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { registerKeys } from '../registers/register-api.ts';
import { shipmentKeys } from '../shipments/shipment-api.ts';
import { modificationKeys } from './modification-api.ts';

const operationKeys = {
  check: (shipmentId: string) => [...modificationKeys.all, 'check', shipmentId] as const,
  dataChanges: (shipmentId: string) => [...modificationKeys.all, 'data-changes', shipmentId] as const,
};

/** `POST shipment-modification/check`: what the user may do on the shipment now, and why not. */
export function useOperationCheck(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: operationKeys.check(shipmentId),
    queryFn: async () => {
      const { data } = await apiClient.post<{ items: ShipmentOperationCheck[] }>(
        'shipment-modification/check',
        {
          shipmentId,
        },
      );
      return new Map(data.items.map((item) => [item.operation, item]));
    },
    enabled,
    staleTime: 0,
  });
}

/** One operation's call: the creating calls by path type, and the two cancellations. */
export function useRunOperation(shipment: Shipment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { operation: ShipmentOperationKind; body: Record<string, unknown> }) => {
      const { data } = await apiClient.post<ShipmentModificationView>(
        `shipment-modification/${input.operation}`,
        {
          shipmentId: shipment.id,
          ...input.body,
        },
      );
      return data;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipment.id) }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.journey(shipment.id) }),
        queryClient.invalidateQueries({ queryKey: modificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: registerKeys('shipment_modification').lists() }),
      ]);
    },
  });
}

/** `GET shipments-data-change/{id}`: the shipment's changes of data, oldest first. */
export function useDataChanges(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: operationKeys.dataChanges(shipmentId),
    queryFn: async () => {
      const { data } = await apiClient.get<{ items: ShipmentDataChange[] }>(
        `shipments-data-change/${encodeURIComponent(shipmentId)}`,
      );
      return data.items;
    },
    enabled,
  });
}
