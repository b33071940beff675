import type { ShipmentAttachmentInfo, UploadInfo } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';

export const attachmentKeys = {
  all: ['shipment-attachments'] as const,
  list: (shipmentId: string) => [...attachmentKeys.all, shipmentId] as const,
  types: () => [...attachmentKeys.all, 'types'] as const,
};

export function useShipmentAttachments(shipmentId: string) {
  return useQuery({
    queryKey: attachmentKeys.list(shipmentId),
    queryFn: async () => {
      const { data } = await apiClient.get<{ items: ShipmentAttachmentInfo[] }>('shipment-attachments', {
        params: { shipmentId },
      });
      return data.items;
    },
  });
}

export interface AttachedDocumentTypeOption {
  id: string;
  name: string;
}

/** The attached-document types owned by shipments (the register `attached-document-types`). */
export function useShipmentDocumentTypes() {
  return useQuery({
    queryKey: attachmentKeys.types(),
    queryFn: async () => {
      const { data } = await apiClient.get<{ items: AttachedDocumentTypeOption[] }>(
        'attached-document-types',
        {
          params: { ownerDocumentTypes: ['Shipment'], deletionMark: false, limit: 100 },
          paramsSerializer: { indexes: false },
        },
      );
      return data.items;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** `POST uploads` then `POST shipment-attachments` (or `-document` with a type). */
export function useAttachFile(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; attachedDocumentTypeId?: string }) => {
      const body = new FormData();
      body.append('file', input.file, input.file.name);
      const { data: upload } = await apiClient.post<UploadInfo>('uploads', body);
      const { data } = input.attachedDocumentTypeId
        ? await apiClient.post<ShipmentAttachmentInfo>('shipment-attachments-document', {
            shipmentId,
            url: upload.url,
            attachedDocumentTypeId: input.attachedDocumentTypeId,
          })
        : await apiClient.post<ShipmentAttachmentInfo>('shipment-attachments', {
            shipmentId,
            url: upload.url,
          });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(shipmentId) }),
  });
}

export function useDeleteAttachment(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`shipment-attachments/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(shipmentId) }),
  });
}

/** `GET uploads/attached/{url}` as a blob (the call carries the user's token; a link could not). */
export async function fetchAttachment(url: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`uploads/attached/${encodeURIComponent(url)}`, {
    responseType: 'blob',
  });
  return data;
}
