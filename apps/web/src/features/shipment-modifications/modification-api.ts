import {
  MODIFICATION_PATH_TYPES,
  type ModificationPathType,
  type ShipmentModificationStatus,
  type ShipmentModificationType,
  type ShipmentModificationView,
} from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { registerKeys } from '../registers/register-api.ts';

export const modificationKeys = {
  all: ['shipment-modifications'] as const,
  detail: (id: string) => [...modificationKeys.all, 'detail', id] as const,
};

/** The `shipment-modification/{type}` segment of a modification type, when it has one. */
export function modificationPathType(type: ShipmentModificationType): ModificationPathType | undefined {
  const entry = Object.entries(MODIFICATION_PATH_TYPES).find(([, value]) => value === type);
  return entry?.[0] as ModificationPathType | undefined;
}

export function useModification(id: string | null) {
  return useQuery({
    queryKey: modificationKeys.detail(id ?? ''),
    queryFn: async () => {
      const { data } = await apiClient.get<ShipmentModificationView>(
        `shipment-modification-view/${encodeURIComponent(id ?? '')}`,
      );
      return data;
    },
    enabled: id !== null,
  });
}

/** `PUT shipment-modification/{type}/{id}/status`: NeedProcessing → InProgress → Processed / Canceled. */
export function useChangeModificationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      pathType: ModificationPathType;
      id: string;
      status: ShipmentModificationStatus;
    }) => {
      const { data } = await apiClient.put<ShipmentModificationView>(
        `shipment-modification/${input.pathType}/${encodeURIComponent(input.id)}/status`,
        { status: input.status },
      );
      return data;
    },
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: modificationKeys.detail(input.id) });
      void queryClient.invalidateQueries({ queryKey: registerKeys('shipment_modification').lists() });
    },
  });
}
