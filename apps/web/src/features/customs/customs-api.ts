import type {
  CustomsData,
  CustomsDataSave,
  CustomsQueueItem,
  CustomsStatus,
  HsCode,
  Shipment,
} from '@console/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';

export const customsKeys = {
  all: ['customs'] as const,
  queues: () => [...customsKeys.all, 'queue'] as const,
  queue: (filters: CustomsQueueFilters) => [...customsKeys.queues(), filters] as const,
  data: (shipmentId: string) => [...customsKeys.all, 'data', shipmentId] as const,
  hs: (search: string) => [...customsKeys.all, 'hs', search] as const,
};

export interface CustomsQueueFilters {
  page: number;
  limit: number;
  statuses: CustomsStatus[];
  number: string;
}

export interface CustomsQueuePage {
  items: CustomsQueueItem[];
  total: number;
  last_page: number;
}

export function useCustomsQueue(filters: CustomsQueueFilters) {
  return useQuery({
    queryKey: customsKeys.queue(filters),
    queryFn: async () => {
      const { data } = await apiClient.get<CustomsQueuePage>('shipments/customs/queue', {
        params: {
          page: filters.page,
          limit: filters.limit,
          ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
          ...(filters.number.trim() ? { number: filters.number.trim() } : {}),
        },
        paramsSerializer: { indexes: false },
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export interface CustomsRecord {
  shipment: Shipment;
  customs: CustomsData;
}

export function useCustomsData(shipmentId: string | null) {
  return useQuery({
    queryKey: customsKeys.data(shipmentId ?? ''),
    queryFn: async () => {
      const { data } = await apiClient.get<CustomsRecord>(
        `shipments/customs/data/${encodeURIComponent(shipmentId ?? '')}`,
      );
      return data;
    },
    enabled: shipmentId !== null,
    staleTime: 0,
  });
}

export function useSaveCustoms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomsDataSave) => {
      const { data } = await apiClient.post<CustomsData>('shipments/customs/data', body);
      return data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<CustomsRecord>(customsKeys.data(saved.shipmentId), (record) =>
        record ? { ...record, customs: saved } : record,
      );
      void queryClient.invalidateQueries({ queryKey: customsKeys.queues() });
    },
  });
}

/** `GET search-cargo-hs-codes`: a code beginning or words of the description. */
export async function searchHsCodes(search: string): Promise<HsCode[]> {
  const { data } = await apiClient.get<{ items: HsCode[] }>('search-cargo-hs-codes', {
    params: { search, limit: 10 },
  });
  return data.items;
}

/** The CN 23 of the shipments as one PDF. */
export async function fetchCn23(ids: string[]): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('shipments/print-form/cn23', {
    params: { ids, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    paramsSerializer: { indexes: false },
    responseType: 'blob',
  });
  return data;
}

/** The broker export of the shipments as one CSV file. */
export async function fetchCustomsCsv(ids: string[]): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('shipments/customs/export', {
    params: { ids },
    paramsSerializer: { indexes: false },
    responseType: 'blob',
  });
  return data;
}

/** Opens a fetched file in a new browser tab (PDF viewer or image), or saves it under `name`. */
export function openBlob(blob: Blob, name?: string): void {
  const url = URL.createObjectURL(blob);
  if (name) {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } else {
    window.open(url, '_blank', 'noopener');
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
